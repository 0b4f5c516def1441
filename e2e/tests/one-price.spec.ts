import type { Locator, Page } from '@playwright/test';
import { checkOutToOrderPage } from '../support/cart';
import { ordersOf, saveAddress, signedInCustomer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

const meal = 'Nshima with Ifisashi';

/** The value beside a line of a cart's order summary ('Delivery fee', 'Total', ...). */
function summaryLine(cart: Locator, label: string): Locator {
  return cart.getByRole('region', { name: 'Order summary' }).getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
}

async function openMealPage(page: Page): Promise<Locator> {
  await page.goto('/menu');
  await page.getByRole('article', { name: meal }).getByRole('link', { name: meal }).click();
  await expect(page.getByRole('heading', { level: 1, name: meal })).toBeVisible();
  return page.getByRole('complementary', { name: 'Cart' });
}

test("one meal has one price on the meal page's cart, the drawer and the cart page, and that price is charged", async ({ page, baseURL }) => {
  const { token } = await signedInCustomer(page, baseURL ?? '');

  // No address yet: the delivery fee and the total are the least they can be, and say so.
  const inline = await openMealPage(page);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(summaryLine(inline, 'Delivery fee')).toHaveText('from ZK 20.00');
  await expect(summaryLine(inline, 'Tax (7.50%)')).toBeVisible();
  const estimate = (await summaryLine(inline, 'Estimated total').textContent()) ?? '';
  expect(estimate).toMatch(/^from ZK \d+\.\d\d$/);

  await page.goto('/menu');
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(summaryLine(drawer, 'Delivery fee')).toHaveText('from ZK 20.00');
  await expect(summaryLine(drawer, 'Estimated total')).toHaveText(estimate);

  await page.goto('/cart');
  const cartPage = page.getByRole('main');
  await expect(summaryLine(cartPage, 'Estimated total')).toHaveText(estimate);

  // With an address on the map (the only one saved, so in use) every cart shows the same exact total.
  await saveAddress(page.request, baseURL ?? '', token, 'Kabulonga, Lusaka', '-15.4105', '28.3392');
  await page.reload();
  await expect(cartPage.getByRole('radio', { name: /Kabulonga/ })).toBeChecked();
  const total = (await summaryLine(cartPage, 'Total').textContent()) ?? '';
  expect(total).toMatch(/^ZK \d+\.\d\d$/);
  expect(Number(total.slice(3))).toBeGreaterThan(Number(estimate.slice(8)));
  await expect(summaryLine(cartPage, 'Delivery fee')).not.toContainText('from');

  await openMealPage(page);
  await expect(summaryLine(inline, 'Total')).toHaveText(total);
  await page.goto('/menu');
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click();
  await expect(summaryLine(drawer, 'Total')).toHaveText(total);

  const { payment } = await checkOutToOrderPage(page, drawer);
  await payment.waitForLoadState();
  await expect(payment.getByText(total, { exact: true })).toBeVisible();
  const [order] = await ordersOf(page.request, baseURL ?? '', token);
  expect(`ZK ${order?.total_price.toFixed(2)}`).toBe(total);
});

test("the menu's banner shows the delivery rate, and its Delivery/Pickup toggle is the cart's order type", async ({ page }) => {
  await page.goto('/menu');
  const banner = page.getByRole('region', { name: "Today's kitchens" });
  await expect(banner.getByText('Delivery fee').locator('xpath=following-sibling::dd[1]')).toHaveText('ZK20.00 per km');
  const toggle = banner.getByRole('group', { name: 'Delivery or pickup' });
  await expect(toggle.getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-pressed', 'true');

  await toggle.getByRole('button', { name: 'Pickup' }).click();
  await expect(toggle.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('article', { name: meal }).getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true');
  await expect(summaryLine(drawer, 'Delivery fee')).toHaveText('ZK 0.00');
  await expect(summaryLine(drawer, 'Total')).toHaveText(/^ZK \d+\.\d\d$/);

  // Chosen in the cart, the banner follows.
  await drawer.getByRole('button', { name: 'Delivery' }).click();
  await page.keyboard.press('Escape');
  await expect(toggle.getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-pressed', 'true');
});

test('an address that is not on the map cannot take a delivery: the cart says why and offers the place again or pickup', async ({ page, baseURL }) => {
  await signedInCustomer(page, baseURL ?? '');
  // A place saved without coordinates, as an older address or another client may have stored it.
  await page.route('**/api/address', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    await route.fulfill({
      json: { data: [{ uuid: 'nowhere', address: 'Great East Road', location: 'Lusaka', latitude: '0', longitude: '0', label: null }] },
    });
  });
  await page.goto('/menu');
  await page.getByRole('article', { name: meal }).getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer.getByRole('radio', { name: /Great East Road/ })).toBeChecked();
  await expect(drawer.getByRole('alert')).toHaveText('We could not find this address on the map. Choose the place again or pick your order up.');
  await expect(drawer.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expect(summaryLine(drawer, 'Delivery fee')).toHaveText('from ZK 20.00');

  await drawer.getByRole('button', { name: 'Choose the place again' }).click();
  const addAddress = page.getByRole('dialog', { name: 'Add address' });
  await expect(addAddress.getByLabel('Search address')).toBeVisible();
  await page.keyboard.press('Escape');

  await drawer.getByRole('button', { name: 'Switch to Pickup' }).click();
  await expect(drawer.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true');
  await expect(drawer.getByRole('alert')).toBeHidden();
  await expect(drawer.getByRole('button', { name: 'Checkout' })).toBeEnabled();
});
