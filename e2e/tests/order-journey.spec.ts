import type { APIRequestContext, Page } from '@playwright/test';
import { checkOutToOrderPage, payInSandbox } from '../support/cart';
import { saveAddress, signedInCustomer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

// Most customers order from a phone: these journeys run on one.
test.use({ viewport: { width: 390, height: 844 } });

function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

/** Tops the wallet up through the sandbox, as a customer paying the top-up link would. */
async function topUp(request: APIRequestContext, baseURL: string, token: string, amount: number) {
  const answer = await request.post(`${baseURL}/api/wallet/initiate-topup`, { headers: bearer(token), data: { amount } });
  const link = ((await answer.json()) as { data: { payment_link: string } }).data.payment_link;
  const paid = await request.post(`${link}/pay`, { form: {} });
  expect(paid.ok()).toBe(true);
}

async function addFromMenu(page: Page, meal: string) {
  await page.getByRole('article', { name: meal }).getByRole('button', { name: 'Add to Cart' }).click();
}

test('a cart holds one kitchen: a meal of another asks to start a new cart', async ({ page }) => {
  await page.goto('/menu');
  await addFromMenu(page, 'Nshima with Ifisashi');
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');

  await addFromMenu(page, 'Chikanda');
  const question = page.getByRole('dialog', { name: 'Start a new cart?' });
  await expect(question).toContainText("Your cart has meals from Mama Chanda's Kitchen.");
  await question.getByRole('button', { name: 'Keep my cart' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  await addFromMenu(page, 'Chikanda');
  await page.getByRole('dialog', { name: 'Start a new cart?' }).getByRole('button', { name: 'Start new cart' }).click();
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
  await expect(drawer.getByRole('status', { name: 'Quantity of Chikanda' })).toHaveText('1');
  await expect(drawer.getByRole('status', { name: 'Quantity of Nshima with Ifisashi' })).toHaveCount(0);
});

test('a kitchen out of reach offers pickup; checkout lands on the order page, which the payment page returns to', async ({ page, baseURL }) => {
  const { token } = await signedInCustomer(page, baseURL ?? '');
  await saveAddress(page.request, baseURL ?? '', token, 'Mosi-oa-Tunya Road, Livingstone', '-17.8419', '25.8543');
  await page.goto('/menu');
  await addFromMenu(page, 'Nshima with Ifisashi');
  const drawer = page.getByRole('dialog', { name: 'Cart' });

  // The only saved address is chosen, and Mama Chanda's Kitchen, in Lusaka, does not deliver there.
  await expect(drawer.getByRole('radio', { name: /Livingstone/ })).toBeChecked();
  await expect(drawer.getByRole('alert')).toHaveText(/^Mama Chanda's Kitchen does not deliver to this address: it is \d+ km away and delivers within 25 km\./);
  await expect(drawer.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await drawer.getByRole('button', { name: 'Switch to Pickup' }).click();
  await expect(drawer.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true');

  const { orderUrl, payment } = await checkOutToOrderPage(page, drawer);
  const progress = page.getByRole('list', { name: 'Order progress' });
  await expect(progress.getByRole('listitem')).toHaveText(['Pending', 'Preparing', 'Picked Up']);
  await expect(page.getByRole('table', { name: 'Items' })).toContainText('Nshima with Ifisashi');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call rider' })).toBeHidden();

  await payInSandbox(payment, orderUrl);
  // The page the customer left follows the payment by itself.
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(progress.getByText('On The Way')).toHaveCount(0);
});

test('a wallet that covers the order pays it at checkout; the dashboard shows the order and the lower balance', async ({ page, baseURL }) => {
  const { token } = await signedInCustomer(page, baseURL ?? '');
  await topUp(page.request, baseURL ?? '', token, 500);
  await page.goto('/menu');
  await addFromMenu(page, 'Nshima with Ifisashi');
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await drawer.getByRole('button', { name: 'Pickup' }).click();
  const total = (await drawer.getByRole('region', { name: 'Order summary' }).locator('dd').last().textContent()) ?? '';
  await drawer.getByRole('radio', { name: 'Pay from my wallet (ZMW 500.00)' }).check();
  await drawer.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/user\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Order placed and paid from your wallet')).toBeVisible();
  await expect(page.getByText('Paid from wallet')).toBeVisible();

  await page.getByRole('link', { name: 'All orders' }).click();
  const balance = 500 - Number(total.replace('ZK ', ''));
  await expect(page.getByRole('region', { name: 'Balance' }).getByText(`ZMW ${balance.toFixed(2)}`)).toBeVisible();
  await page.getByRole('list', { name: 'Orders Placed' }).getByRole('link', { name: /^Order #/ }).click();
  await expect(page.getByText('Paid from wallet')).toBeVisible();
});
