import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { E2E_PORT_OFFSET } from './support/stack-fixture';

/**
 * End-to-end tests against the production build: the worker starts the whole stack on its own
 * ports (so a running `npm start` is never disturbed) and stops it afterwards. One worker, because
 * some journeys stop and start services.
 */
export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${3000 + E2E_PORT_OFFSET}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
});
