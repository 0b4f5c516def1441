import { defineConfig } from '@playwright/test';
import { hostUrl } from '../../scripts/compose/composition.mjs';
import { baseConfig } from '../support/playwright-base';

/**
 * Journeys against the storefront as docker-compose.yml runs it, which `npm run test:compose`
 * builds and starts first on its own ports (scripts/compose/composition.mjs). No stack fixture:
 * the containers are the product under test. The projects run in order, because the later ones
 * replace and restart the containers the earlier ones use.
 */
export default defineConfig({
  ...baseConfig,
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: '../test-results/compose',
  use: { ...baseConfig.use, baseURL: hostUrl() },
  projects: [
    { name: 'journeys', testMatch: 'journeys.spec.ts' },
    { name: 'version swap', testMatch: 'version-swap.spec.ts', dependencies: ['journeys'] },
    { name: 'data kept', testMatch: 'data-kept.spec.ts', dependencies: ['version swap'] },
  ],
});
