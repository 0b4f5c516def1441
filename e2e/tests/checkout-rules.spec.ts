import { ordersOf, signedInCustomer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

async function addFirstMeal(page: import('@playwright/test').Page) {
  await page.goto('/menu');
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await page.keyboard.press('Escape');
  await page.goto('/cart');
}

test('a signed-in customer checks out for pickup with instructions for the vendor', async ({ page, baseURL }) => {
  const { token } = await signedInCustomer(page, baseURL ?? '');
  await addFirstMeal(page);
  await page.getByRole('button', { name: 'Pickup' }).click();
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText('ZK 0.00').first()).toBeVisible();
  await page.getByLabel('Instructions for the vendor').fill('Please pack the relish separately');
  await page.getByRole('group', { name: 'Add a tip' }).getByRole('button').first().click();

  await page.getByRole('radio', { name: 'Card (payment link)' }).check();
  const paymentTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Order placed successfully! Redirecting to payment...')).toBeVisible();
  await (await paymentTab).close();
  // Checkout lands on the order's own page, with the cart emptied.
  await expect(page).toHaveURL(/\/user\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  const [order] = await ordersOf(page.request, baseURL ?? '', token);
  expect(order).toMatchObject({ order_type: 'pickup', payment_status: 'pending', instructions: 'Please pack the relish separately' });
});

test('checkout is refused without a session and sends the customer to sign in', async ({ page }) => {
  await addFirstMeal(page);
  await page.getByRole('button', { name: 'Pickup' }).click();
  await expect(page.getByLabel('Instructions for the vendor')).toBeHidden();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Please login to place an order')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('delivery checkout waits for an address', async ({ page, baseURL }) => {
  await signedInCustomer(page, baseURL ?? '');
  await addFirstMeal(page);
  await expect(page.getByText('No address found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription('Please select a delivery address');
});
