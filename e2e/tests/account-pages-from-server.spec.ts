import type { APIRequestContext, Page } from '@playwright/test';
import { saveAddress, signedInCustomer } from '../support/customer';
import { waitUntilInteractive } from '../support/interactive';
import { textOf } from '../support/page-head';
import { placeOrder } from '../support/site-tour';
import { expect, test } from '../support/stack-fixture';
import { layoutShiftSoFar } from '../support/layout-shift';

/** The page as a client that runs no script gets it, with the context's cookies. */
async function pageText(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return { text: textOf(await response.text()), cacheControl: response.headers()['cache-control'] ?? '' };
}


/** Every console error and uncaught error of the page, as they come. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

test("the customer's own pages arrive from the server with their data, for them alone", async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const { customer, token } = await signedInCustomer(page, base);
  const order = await placeOrder(page.request, base, token);
  const reference = `Order #${order.slice(0, 6).toUpperCase()}`;
  const total = ((await (await page.request.get(`${base}/api/orders/${order}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    data: { order: { total_price: number } };
  }).data.order.total_price;
  await saveAddress(page.request, base, token, 'Plot 12, Kabulonga Road, Lusaka', '-15.4105', '28.3392');

  const dashboard = await pageText(page.request, '/user/dashboard');
  expect(dashboard.cacheControl).toBe('private, no-store');
  expect(dashboard.text).toMatch(new RegExp(`Good (Morning|Afternoon|Evening), ${customer.firstName}`));
  expect(dashboard.text).toContain('Balance ZMW 0.00');
  expect(dashboard.text).toContain(reference);

  const orderPage = await pageText(page.request, `/user/orders/${order}`);
  expect(orderPage.cacheControl).toBe('private, no-store');
  expect(orderPage.text).toContain(reference);
  expect(orderPage.text).toContain(`Total ZMW ${total.toFixed(2)}`);

  const addresses = await pageText(page.request, '/user/address');
  expect(addresses.cacheControl).toBe('private, no-store');
  expect(addresses.text).toContain('Plot 12, Kabulonga Road, Lusaka');

  const profile = await page.request.get('/user/profile', { maxRedirects: 0 });
  expect(profile.headers()['cache-control']).toBe('private, no-store');
  expect(await profile.text()).toContain(`value="${customer.email}"`);

  const goodbye = await pageText(page.request, '/goodbye');
  expect(goodbye.text).toContain('Wallet balance: ZMW 0.00');
  expect(goodbye.text).toContain(`Signed in as ${customer.email}`);
});

test('the server sends a visitor without a session to sign in, and a signed-in customer away from it', async ({ page, baseURL, playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  try {
    for (const path of ['/user/dashboard', '/user/address', '/user/profile', '/goodbye']) {
      const answer = await visitor.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(302);
      expect(answer.headers().location, path).toBe('/auth/login');
    }
    // Still the sign-in form for a visitor, with where to go after.
    expect(textOf(await (await visitor.get('/auth/login?redirectTo=%2Fuser%2Fdashboard')).text())).toContain('Welcome back');
  } finally {
    await visitor.dispose();
  }

  const { token } = await signedInCustomer(page, baseURL ?? '');
  for (const path of ['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/otp']) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(302);
    expect(answer.headers().location, path).toBe('/');
  }
  const order = await placeOrder(page.request, baseURL ?? '', token);
  const back = await page.request.get(`/auth/login?redirectTo=${encodeURIComponent(`/user/orders/${order}`)}`, { maxRedirects: 0 });
  expect(back.headers().location).toBe(`/user/orders/${order}`);
});

test.describe('in a Zambian customer’s browser', () => {
  test.use({ timezoneId: 'Africa/Lusaka' });

  for (const viewport of [
    { width: 360, height: 780 },
    { width: 1366, height: 900 },
  ]) {
    test(`the pages hydrate as they arrived: no error, nothing moves (${viewport.width} px)`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      const base = baseURL ?? '';
      const { customer, token } = await signedInCustomer(page, base);
      const order = await placeOrder(page.request, base, token);
      await saveAddress(page.request, base, token, 'Plot 12, Kabulonga Road, Lusaka', '-15.4105', '28.3392');
      const problems = problemsOf(page);
      const pages = [
        { path: '/user/dashboard', ready: () => expect(page.getByRole('link', { name: `Order #${order.slice(0, 6).toUpperCase()}` })).toBeVisible() },
        { path: `/user/orders/${order}`, ready: () => expect(page.getByRole('list', { name: 'Order progress' })).toBeVisible() },
        { path: '/user/address', ready: () => expect(page.getByText('Plot 12, Kabulonga Road, Lusaka')).toBeVisible() },
        { path: '/user/profile', ready: () => expect(page.getByLabel('First Name')).toHaveValue(customer.firstName) },
        { path: '/goodbye', ready: () => expect(page.getByText('Wallet balance: ZMW 0.00')).toBeVisible() },
      ];
      for (const { path, ready } of pages) {
        await page.goto(path);
        await waitUntilInteractive(page);
        await ready();
        expect(await page.evaluate(layoutShiftSoFar), path).toBeLessThan(0.01);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
        await page.screenshot({ path: test.info().outputPath(`${path.split('/')[2] ?? path.slice(1)}-${viewport.width}.png`), fullPage: true });
      }
      expect(problems).toEqual([]);
    });
  }
});
