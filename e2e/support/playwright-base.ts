import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

/**
 * What every Playwright configuration here shares: one worker running the files in order (the
 * suites start and stop services), nothing retried or skipped by `.only`, and Debian's Chromium as
 * a desktop Chrome that keeps a trace of a failure.
 */
export const baseConfig = {
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
} satisfies PlaywrightTestConfig;
