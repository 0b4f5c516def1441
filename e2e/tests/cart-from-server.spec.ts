import type { APIRequestContext, Locator } from '@playwright/test';
import { cartCookieValue } from '../support/cart';
import { saveAddress, signedInCustomer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';
import { layoutShiftSoFar } from '../support/layout-shift';

interface Meal {
  uuid: string;
  name: string;
  vendor: { uuid: string };
}

/** Three meals of one kitchen (a cart holds one kitchen's meals), from the catalogue. */
async function threeMealsOfOneKitchen(request: APIRequestContext): Promise<Meal[]> {
  const meals = ((await (await request.get('/api/products')).json()) as { data: { products: Meal[] } }).data.products;
  for (const meal of meals) {
    const kitchen = meals.filter((other) => other.vendor.uuid === meal.vendor.uuid);
    if (kitchen.length >= 3) return kitchen.slice(0, 3);
  }
  throw new Error('no kitchen with three meals');
}

/** The value beside a line of the cart's order summary ('Subtotal', 'Total', ...). */
function summaryLine(cart: Locator, label: string): Locator {
  return cart.getByRole('region', { name: 'Order summary' }).getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
}

/** Text as React writes it into HTML. */
const inHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

/** The page's main content, as the server sent it. */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';


test("the cart page arrives from the server with the customer's cart, address and totals, and hydrates to exactly that", async ({ page, baseURL }) => {
  const origin = String(baseURL);
  const { token } = await signedInCustomer(page, origin);
  await saveAddress(page.request, origin, token, 'Kabulonga, Lusaka', '-15.4105', '28.3392');
  const meals = await threeMealsOfOneKitchen(page.request);
  const quantities = [2, 1, 3];
  await page.context().addCookies([{ name: 'cart', value: cartCookieValue(meals.map((meal, index) => [meal.uuid, quantities[index] ?? 1])), url: origin }]);

  const answer = await page.request.get('/cart');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const main = mainOf(await answer.text());
  expect(main).not.toContain('Loading...');
  meals.forEach((meal, index) => {
    expect(main).toContain(`<strong>${inHtml(meal.name)}</strong>`);
    expect(main).toContain(`aria-label="Quantity of ${inHtml(meal.name)}">${quantities[index]}</output>`);
  });
  // The only saved address is in use: the delivery fee and the total are the exact ones.
  expect(main).toMatch(/name="address" checked="" value="[^"]+"\/><span>Kabulonga, Lusaka/);
  expect(main).not.toContain('Estimated total');

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/cart');
  const cart = page.getByRole('main');
  await expect(cart.getByRole('radio', { name: /Kabulonga/ })).toBeChecked();
  const subtotal = (await summaryLine(cart, 'Subtotal').textContent()) ?? '';
  const total = (await summaryLine(cart, 'Total').textContent()) ?? '';
  expect(subtotal).toMatch(/^ZK \d+\.\d\d$/);
  expect(total).toMatch(/^ZK \d+\.\d\d$/);
  // The server's HTML said what the hydrated page says.
  expect(main).toContain(`<dt>Subtotal</dt><dd>${subtotal}</dd>`);
  expect(main).toContain(`<dd class="total">${total}</dd>`);
  for (const [index, meal] of meals.entries()) {
    await expect(cart.getByRole('status', { name: `Quantity of ${meal.name}` })).toHaveText(String(quantities[index]));
  }
  await expect(cart.getByRole('group', { name: 'Add a tip' })).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 6 items' })).toBeVisible();
  expect(await page.evaluate(layoutShiftSoFar)).toBeLessThan(0.01);
  expect(problems).toEqual([]);

  // The hydrated page answers: a step changes the line and the total.
  await cart.getByRole('button', { name: `Increase ${meals[1]?.name}` }).click();
  await expect(cart.getByRole('status', { name: `Quantity of ${meals[1]?.name}` })).toHaveText('2');
  await expect(summaryLine(cart, 'Total')).not.toHaveText(total);
});

test('a visitor without cookies gets the empty cart page from the server, not a loading page', async ({ browser, baseURL }) => {
  const visitor = await browser.newContext({ baseURL });
  try {
    const answer = await visitor.request.get('/cart');
    expect(answer.status()).toBe(200);
    const main = mainOf(await answer.text());
    expect(main).toContain('Your cart is empty.');
    expect(main).toContain('Browse Menu');
    expect(main).not.toContain('Loading...');
  } finally {
    await visitor.close();
  }
});
