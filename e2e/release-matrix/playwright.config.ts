import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';

/**
 * The release matrix: hosts and shops built at different versions of the contract and the
 * libraries (scripts/release-matrix/variants.mjs builds them first), composed on their own ports.
 */
export default defineConfig({
  testDir: '.',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results/release-matrix',
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
});
