import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** A phone's connection and processor: 150 ms of latency, 1.6 Mbit/s, four times slower. */
export async function asSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * A page the server rendered, whose app is held back until `start()`: what a customer on a slow
 * phone has in hand while the app's scripts still download. (The suite's own page waits for the
 * app.) Every page opened in it is held so, the next one too, until `start()`.
 */
export async function pageBeforeItsApp(context: BrowserContext, path: string): Promise<{ page: Page; start: () => Promise<void> }> {
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/main.js', async (route) => {
    await released;
    await route.continue();
  });
  // Not until `load`: the page's app is one of its scripts, and it is held.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  return {
    page,
    start: async () => {
      release();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    },
  };
}
