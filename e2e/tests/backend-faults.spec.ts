import type { APIRequestContext, Page } from '@playwright/test';
import { setBackendFault } from '../support/backend-faults';
import { putMealInCart } from '../support/cart';
import { signedInCustomer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

type Fault = 'off' | 'slow' | 'malformed';

const setFault = (request: APIRequestContext, mode: Fault) => setBackendFault(request, mode === 'off' ? { mode } : { mode, delayMs: 3000 });

/** What each page shows while it waits, and what it falls back to when the backend fails (the specs' texts). */
const pages: Array<{ path: string; loading: RegExp; failed: RegExp }> = [
  { path: '/menu', loading: /Loading meals\.\.\./, failed: /Error loading meals/ },
  { path: '/blog', loading: /Loading blog posts|Loading/, failed: /Failed to load blog posts\./ },
  { path: '/careers', loading: /Loading/, failed: /Unable to load current job openings\. Showing default positions\./ },
  { path: '/cart', loading: /Loading\.\.\./, failed: /Error loading pricing settings, using defaults/ },
  { path: '/user/dashboard', loading: /Loading orders\.\.\./, failed: /Error loading orders/ },
  { path: '/', loading: /Loading/, failed: /Unable to load latest features\. Showing default content\./ },
];

/**
 * A meal in the cart (so the cart page prices something) and a signed-in customer (so the dashboard
 * opens), in a browser that keeps no answer of the working backend: signing in lands on the home
 * page, whose reads the browser may cache for a minute, and a cached answer would rightly be shown
 * instead of the failure under test.
 */
async function prepare(page: Page, baseURL: string) {
  await signedInCustomer(page, baseURL);
  await putMealInCart(page);
  // Off the storefront first (a file that runs no script), so no read of the page is still coming in.
  await page.goto('/config.json');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** Each page shows something (its loading state, then its fallback or message), never a blank page or an uncaught error. */
async function visitEveryPage(page: Page, expectLoadingFirst: boolean) {
  const uncaught: Error[] = [];
  page.on('pageerror', (error) => uncaught.push(error));
  for (const { path, loading, failed } of pages) {
    await page.goto(path);
    const main = page.getByRole('main');
    if (expectLoadingFirst) await expect(main.getByText(loading).first(), path).toBeVisible();
    await expect(main.getByText(failed).first(), path).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }), path).toBeVisible();
  }
  expect(uncaught).toEqual([]);
}

test.describe('when the backend fails', () => {
  test.afterEach(async ({ request, stack }) => {
    await stack.startService('api').catch(() => undefined);
    await setFault(request, 'off');
  });

  test('stopped: every page shows its fallback or message', async ({ page, baseURL, stack }) => {
    await prepare(page, String(baseURL));
    await stack.stopService('api');
    await visitEveryPage(page, false);
  });

  test('answering malformed JSON: every page shows its fallback or message', async ({ page, baseURL, request }) => {
    await prepare(page, String(baseURL));
    await setFault(request, 'malformed');
    await visitEveryPage(page, false);
  });

  test('slow (3 s a call): every page shows its loading state, then its content', async ({ page, baseURL, request }) => {
    test.setTimeout(90_000);
    await prepare(page, String(baseURL));
    await setFault(request, 'slow');
    const uncaught: Error[] = [];
    page.on('pageerror', (error) => uncaught.push(error));
    await page.goto('/menu');
    await expect(page.getByText('Loading meals...')).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
    await page.goto('/user/dashboard');
    await expect(page.getByText('Loading orders...')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/i })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Loading orders...')).toBeHidden({ timeout: 15_000 });
    await page.goto('/blog');
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
    expect(uncaught).toEqual([]);
  });
});
