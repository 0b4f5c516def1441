import { defineConfig } from '@playwright/test';
import { hostUrl } from '../../scripts/compose/composition.mjs';
import { baseConfig } from '../support/playwright-base';

/**
 * Journeys against docker-compose.scale.yml (PostgreSQL, two api and two host replicas behind
 * nginx), which `npm run test:compose` builds and starts after docker-compose.yml's, on the same
 * ports (scripts/compose/scaled-composition.mjs): the main journeys, then replicas stopped
 * half-way through a checkout.
 */
export default defineConfig({
  ...baseConfig,
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: '../test-results/compose-scale',
  use: { ...baseConfig.use, baseURL: hostUrl() },
  projects: [
    { name: 'journeys', testMatch: 'journeys.spec.ts' },
    { name: 'replica stopped', testMatch: 'replica-stopped.spec.ts', dependencies: ['journeys'] },
  ],
});
