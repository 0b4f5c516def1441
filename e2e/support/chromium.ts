import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium (or CHROMIUM_PATH), as every Playwright run of the project drives it. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
};
