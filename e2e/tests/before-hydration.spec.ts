import type { BrowserContext, Page } from '@playwright/test';
import { newCustomer, registerCustomer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

/**
 * A page the server rendered, whose app is held back until `start()`: what a customer on a slow
 * phone sees while the app's scripts still download. (The suite's own page waits for the app.)
 */
async function pageBeforeItsApp(context: BrowserContext, path: string): Promise<{ page: Page; start: () => Promise<void> }> {
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/main.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  return {
    page,
    start: async () => {
      release();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    },
  };
}

test('a search typed before the menu has hydrated is the search the menu shows once it has', async ({ context }) => {
  const { page, start } = await pageBeforeItsApp(context, '/menu');
  const search = page.getByRole('searchbox', { name: 'Search menu items' });
  await search.fill('nshima');

  await start();
  await expect(page).toHaveURL(/\/menu\?q=nshima$/);
  await expect(search).toHaveValue('nshima');
  const meals = page.getByRole('region', { name: 'Meals' }).getByRole('article');
  await expect(meals.first()).toBeVisible();
  for (const name of await meals.getByRole('heading').allTextContents()) expect(name.toLowerCase()).toContain('nshima');
});

test('a sign-in sent before the page has hydrated never puts the password in the address, and is sent once the app is up', async ({
  context,
  request,
  baseURL,
}) => {
  const customer = newCustomer();
  await registerCustomer(request, baseURL ?? '', customer);
  const { page, start } = await pageBeforeItsApp(context, '/auth/login');
  await page.getByLabel('Phone number or Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await start();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a meal added to the cart before the menu has hydrated is in the cart once it has', async ({ context }) => {
  const { page, start } = await pageBeforeItsApp(context, '/menu');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();

  await start();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

for (const path of ['/', '/menu', '/blog', '/careers']) {
  test(`the server's page of ${path} is on screen before any script of its app is fetched`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      appFetched: performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/main.js')?.startTime,
    }));
    expect(timings.firstPaint).toBeDefined();
    expect(timings.appFetched).toBeGreaterThanOrEqual(timings.firstPaint ?? Infinity);
  });
}
