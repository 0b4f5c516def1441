import type { Page } from '@playwright/test';
import { ordersOf, saveAddress, signedInCustomer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';
import { withoutScripts } from '../support/without-scripts';

interface Meal {
  uuid: string;
  name: string;
  price: number;
  vendor: { uuid: string; name: string };
}

async function menuMeals(page: Page): Promise<Meal[]> {
  const answer = await page.request.get('/api/products');
  return ((await answer.json()) as { data: { products: Meal[] } }).data.products;
}

const cartBadge = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name });

test.describe('the shop with scripts off', () => {
  test('a customer buys a meal for pickup, from the menu to the payment page and back to the paid order page', async ({ browser, baseURL }) => {
    const { context, page } = await withoutScripts(browser, baseURL);
    const { token } = await signedInCustomer(page, baseURL ?? '');
    const [meal] = await menuMeals(page);
    if (!meal) throw new Error('The menu has no meal');

    await page.goto('/menu');
    const card = page.getByRole('article', { name: meal.name });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(cartBadge(page, 'Cart, 1 item')).toBeVisible();
    // The action's message comes with the page its redirect leads to, once, and leaves by itself.
    await expect(page.getByText(`Added ${meal.name} to cart`)).toBeVisible();
    await expect(page.getByText(`Added ${meal.name} to cart`)).toBeHidden({ timeout: 5000 });

    // The header's cart opens the cart page when there is no drawer to open.
    await cartBadge(page, 'Cart, 1 item').click();
    await expect(page).toHaveURL(/\/cart\??$/);
    await expect(page.getByText(`Added ${meal.name} to cart`)).toBeHidden();
    await page.getByRole('button', { name: `Increase ${meal.name}` }).click();
    await expect(page.getByRole('status', { name: `Quantity of ${meal.name}` })).toHaveText('2');
    await page.getByRole('button', { name: 'Pickup' }).click();
    await expect(page.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('group', { name: 'Add a tip' }).getByRole('button').first().click();
    await expect(page.getByRole('group', { name: 'Add a tip' }).getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Instructions for the vendor').fill('Extra relish, please');

    await page.getByRole('radio', { name: 'Card (payment link)' }).check();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('button', { name: /^Pay ZK/ })).toBeVisible();
    const [order] = await ordersOf(page.request, baseURL ?? '', token);
    expect(order).toMatchObject({ order_type: 'pickup', payment_status: 'pending', instructions: 'Extra relish, please' });

    await page.getByRole('button', { name: /^Pay ZK/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to your order' }).click();
    await expect(page).toHaveURL(new RegExp(`/user/orders/${order?.uuid}$`));
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();

    // The order took the cart: it is empty, and its cookie with it.
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await context.close();
  });

  test("the menu's search and categories ask for the page with them in its address", async ({ browser, baseURL }) => {
    const { context, page } = await withoutScripts(browser, baseURL);
    await page.goto('/menu');
    await page.getByRole('searchbox', { name: 'Search menu items' }).fill('nshima');
    await page.getByRole('searchbox', { name: 'Search menu items' }).press('Enter');
    await expect(page).toHaveURL(/\/menu\?q=nshima$/);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const name of await cards.getByRole('heading').allTextContents()) expect(name.toLowerCase()).toContain('nshima');

    const categories = page.getByRole('group', { name: 'Categories' }).getByRole('button');
    const category = (await categories.nth(1).textContent()) ?? '';
    await categories.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/menu\\?q=nshima&category=${encodeURIComponent(category).replace(/%20/g, '\\+')}$`));
    await expect(page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search menu items' })).toHaveValue('nshima');

    // The banner's toggle is the cart's order type.
    await page.getByRole('group', { name: 'Delivery or pickup' }).getByRole('button', { name: 'Pickup' }).click();
    await expect(page).toHaveURL(/\/menu\?q=nshima&category=/);
    await expect(page.getByRole('group', { name: 'Delivery or pickup' }).getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true');
    await context.close();
  });

  test('a meal of another kitchen asks before it starts a new cart', async ({ browser, baseURL }) => {
    const { context, page } = await withoutScripts(browser, baseURL);
    const meals = await menuMeals(page);
    const first = meals[0];
    const other = meals.find((meal) => meal.vendor.uuid !== first?.vendor.uuid);
    if (!first || !other) throw new Error('The menu has no two kitchens');

    await page.goto(`/food/${first.uuid}`);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/food/${first.uuid}$`));

    await page.goto(`/food/${other.uuid}`);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('heading', { name: 'Start a new cart?' })).toBeVisible();
    await page.getByRole('button', { name: 'Start new cart' }).click();
    await expect(page).toHaveURL(new RegExp(`/food/${other.uuid}$`));

    await page.goto('/cart');
    const lines = page.getByRole('list', { name: 'Cart items' });
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(lines).toContainText(other.name);
    await context.close();
  });

  test('a delivery address is chosen and the cart is priced for it; Remove empties the cart', async ({ browser, baseURL }) => {
    const { context, page } = await withoutScripts(browser, baseURL);
    const { token } = await signedInCustomer(page, baseURL ?? '');
    await saveAddress(page.request, baseURL ?? '', token, 'Kabulonga, Lusaka', '-15.4105', '28.3392');
    await saveAddress(page.request, baseURL ?? '', token, 'Woodlands, Lusaka', '-15.4300', '28.3100');
    const [meal] = await menuMeals(page);
    if (!meal) throw new Error('The menu has no meal');

    await page.goto(`/food/${meal.uuid}`);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.goto('/cart');
    // Two saved addresses: none is chosen for the customer, and Checkout waits for one.
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await page.getByRole('radio', { name: /Woodlands, Lusaka/ }).check();
    await page.getByRole('button', { name: 'Deliver here' }).click();
    await expect(page.getByRole('radio', { name: /Woodlands, Lusaka/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();

    await page.getByRole('button', { name: /^Remove/ }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(cartBadge(page, 'Cart, 0 items')).toBeVisible();
    await context.close();
  });
});
