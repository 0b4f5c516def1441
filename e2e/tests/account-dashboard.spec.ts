import { signedInCustomer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

test('the dashboard greets the customer and shows the cards; an address is added and removed', async ({ page, baseURL }) => {
  await signedInCustomer(page, baseURL ?? '');
  await page.goto('/user/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening), Mwila$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Balance' }).getByText('ZMW 0.00')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cart Count' }).getByText('0')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bonus Earned' }).getByText('0')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Referral Count' }).getByText('0')).toBeVisible();

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Add New Address' }).click();
  await expect(page.getByText('No address found')).toBeVisible();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please select an address from the dropdown');
  await page.getByLabel('Search address').fill('Woodlands');
  await page.getByRole('option', { name: /Woodlands/ }).first().click();
  await expect(page.getByLabel('Search address')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('City or location')).toHaveValue('Lusaka');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address added successfully')).toBeVisible();
  const saved = page.getByRole('region', { name: 'Saved Addresses' });
  await expect(saved.getByText(/Woodlands/)).toBeVisible();

  await saved.getByRole('button', { name: /^Remove Woodlands/ }).click();
  await expect(page.getByText('Address removed successfully')).toBeVisible();
  await expect(page.getByText('No address found')).toBeVisible();
});

test('a wallet top-up paid in the sandbox raises the balance', async ({ page, context, baseURL }) => {
  await signedInCustomer(page, baseURL ?? '');
  await page.goto('/user/dashboard');
  await expect(page.getByRole('region', { name: 'Balance' }).getByText('ZMW 0.00')).toBeVisible();
  await page.getByRole('button', { name: 'Top Up Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top Up Wallet' });
  await dialog.getByRole('button', { name: 'Top Up', exact: true }).click();
  await expect(dialog.getByText('Please enter a valid amount')).toBeVisible();
  await dialog.getByLabel('Amount (ZMW)').fill('250');
  const sandbox = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Top Up', exact: true }).click();
  const payment = await sandbox;
  await payment.getByRole('button', { name: 'Pay ZK 250.00' }).click();
  await expect(payment.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await payment.close();
  await expect(page.getByRole('region', { name: 'Balance' }).getByText('ZMW 250.00')).toBeVisible({ timeout: 15_000 });
  // The history says where the money came from, without a reload.
  await expect(page.getByRole('list', { name: 'Latest wallet movements' }).getByRole('listitem').first()).toContainText('Top-up+ ZMW 250.00');
});

test("an order paid from its page follows the backend's status changes without a reload", async ({ page, context, baseURL }) => {
  await signedInCustomer(page, baseURL ?? '');
  await page.goto('/menu');
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await drawer.getByRole('button', { name: 'Pickup' }).click();
  await drawer.getByRole('radio', { name: 'Card (payment link)' }).check();
  const firstTab = context.waitForEvent('page');
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  // The customer closes the payment tab without paying.
  await (await firstTab).close();

  await page.goto('/user/dashboard');
  const orders = page.getByRole('list', { name: 'Orders Placed' });
  await expect(orders.getByRole('listitem')).toHaveCount(1);
  await orders.getByRole('link', { name: /^Order #[0-9A-F]{6}$/ }).click();
  await expect(page).toHaveURL(/\/user\/orders\/[0-9a-f-]{36}$/);
  const detail = page.getByRole('main');
  const progress = detail.getByRole('list', { name: 'Order progress' });
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/Pending/);

  const sandbox = context.waitForEvent('page');
  await detail.getByRole('button', { name: 'Pay Now' }).click();
  const payment = await sandbox;
  await payment.getByRole('button', { name: /^Pay ZK/ }).click();
  await expect(payment.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await payment.close();

  await expect(detail.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  // A pickup order is collected, never on its way.
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/Picked Up/, { timeout: 20_000 });
  await expect(progress.getByText('On The Way')).toHaveCount(0);
});
