import { expect, test } from '@playwright/test';
import { waitUntilInteractive } from '../support/interactive';
import { projectVariables } from '../../scripts/compose/composition.mjs';
import { checkOutToOrderPage, payInSandbox } from '../support/cart';
import { newCustomer, registerCustomer, signedInCustomer, signInThroughPage } from '../support/customer';

/**
 * The storefront's main journeys, each area served by its own container: the host's page frame,
 * the shop, account, content and careers remotes, and the api behind the host's /api proxy.
 */

test('the home page shows the content blocks and the shop’s meal grid', async ({ page }) => {
  await page.goto('/');
  await waitUntilInteractive(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Explore the restaurants near you' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Become A Merchant' })).toBeVisible();
  await main.getByRole('heading', { name: 'Explore the restaurants near you' }).scrollIntoViewIfNeeded();
  await expect(main.getByRole('region', { name: 'Meals' }).getByRole('article').first()).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Careers' })).toBeVisible();
  await expect(page.getByText(/Showing default|Using default/)).toHaveCount(0);
});

test("a page names its remotes at the browser's address, never at the one inside compose's network", async ({ request }) => {
  // The host's server reads the shop's manifest inside compose's network (SHOP_SERVER_MANIFEST_URL,
  // http://shop:3001); the browser is handed the address it can reach (SHOP_MANIFEST_URL).
  const browserAddress = projectVariables().SHOP_MANIFEST_URL ?? '';
  const html = await (await request.get('/cart')).text();
  expect(html).toContain(`"shop":"${browserAddress}"`);
  expect(html).not.toContain('http://shop:3001');
});

test("the host's container renders the pages, through the remotes' server builds inside compose's network", async ({ request }) => {
  const html = await (await request.get('/menu')).text();
  expect(html).toContain('<title>Menu | ZamEats</title>');
  expect(html).toContain('Add to Cart');
  expect(html).toContain('"leftToBrowser":[]');
});

test('a customer opens the menu and adds a meal; the header’s cart counts it', async ({ page }) => {
  await page.goto('/');
  await waitUntilInteractive(page);
  const header = page.getByRole('banner');
  await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Meals' }).getByRole('article')).toHaveCount(12);

  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' }).getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(header.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a registered customer signs in through the login page', async ({ page, baseURL }) => {
  const customer = newCustomer();
  await registerCustomer(page.request, baseURL ?? '', customer);
  await signInThroughPage(page, customer.email, customer.password);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Account/ })).toBeVisible();
});

test('a pickup order is checked out, paid in the payment sandbox and shown paid on its page', async ({ page, baseURL }) => {
  await signedInCustomer(page, baseURL ?? '');
  await page.goto('/menu');
  await waitUntilInteractive(page);
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await drawer.getByRole('button', { name: 'Pickup' }).click();
  await expect(drawer.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true');

  const { orderUrl, payment } = await checkOutToOrderPage(page, drawer);

  // The payment link is the api's, through the host's published port: the browser reaches it.
  await expect(payment).toHaveURL(new RegExp(`^${baseURL ?? ''}/api/sandbox/pay/`));
  await payInSandbox(payment, orderUrl);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
});

test('a blog post opens from the blog', async ({ page }) => {
  await page.goto('/blog');
  await waitUntilInteractive(page);
  const first = page.getByRole('region', { name: 'Blog posts' }).or(page.getByLabel('Blog posts')).getByRole('link').first();
  await first.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Share this post' })).toBeVisible();
});

test('careers lists the openings from the server', async ({ page }) => {
  await page.goto('/careers');
  await waitUntilInteractive(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
  await expect(page.getByText(/^\(\d+ positions? available\)$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now for Operations Lead' })).toBeVisible();
  await expect(page.getByText('Unable to load current job openings. Showing default positions.')).toHaveCount(0);
});
