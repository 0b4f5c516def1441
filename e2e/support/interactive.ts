import type { Page } from '@playwright/test';

/**
 * A page rendered by the host's server shows before it answers: a tap before it has hydrated is
 * lost, as a customer's would be. Waits until the page has hydrated (the host marks it), or at once
 * for a page the browser renders itself (no server data) and for what is no page (a file).
 */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('storefront-boot') || document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 15_000,
  });
}
