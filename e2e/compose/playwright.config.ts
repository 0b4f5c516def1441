import { defineConfig, devices } from '@playwright/test';
import { hostUrl } from '../../scripts/compose/composition.mjs';
import { chromiumLaunchOptions } from '../support/chromium';

/**
 * Journeys against the storefront as docker-compose.yml runs it, which `npm run test:compose`
 * builds and starts first on its own ports (scripts/compose/composition.mjs). No stack fixture:
 * the containers are the product under test. The projects run in order, because the later ones
 * replace and restart the containers the earlier ones use.
 */
export default defineConfig({
  testDir: '.',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../test-results/compose',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: hostUrl(),
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'journeys', testMatch: 'journeys.spec.ts' },
    { name: 'version swap', testMatch: 'version-swap.spec.ts', dependencies: ['journeys'] },
    { name: 'data kept', testMatch: 'data-kept.spec.ts', dependencies: ['version swap'] },
  ],
});
