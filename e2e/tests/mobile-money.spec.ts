import type { Page } from '@playwright/test';
import { signedInCustomer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

// Most customers pay from a phone: these journeys run on one.
test.use({ viewport: { width: 390, height: 844 } });

/** Tops the wallet up through the API and pays it on the sandbox's card page, as the dashboard's Top Up does. */
async function topUpWallet(page: Page, baseURL: string, token: string, amount: number) {
  const started = await page.request.post(`${baseURL}/api/wallet/initiate-topup`, { headers: { authorization: `Bearer ${token}` }, data: { amount } });
  const link = ((await started.json()) as { data: { payment_link: string } }).data.payment_link;
  expect((await page.request.post(`${link}/pay`, { form: {} })).ok()).toBe(true);
}

/** A signed-in customer orders a pickup with mobile money, the number from their profile, and lands on the order page waiting for the prompt. */
async function orderWithMobileMoney(page: Page, baseURL: string, { topUp = 0 }: { topUp?: number } = {}) {
  const { customer, token } = await signedInCustomer(page, baseURL);
  if (topUp > 0) await topUpWallet(page, baseURL, token, topUp);
  await page.goto('/menu');
  await page.getByRole('article', { name: 'Nshima with Ifisashi' }).getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await drawer.getByRole('button', { name: 'Pickup' }).click();
  const ways = drawer.getByRole('radiogroup', { name: 'How would you like to pay?' });
  await expect(ways.getByRole('radio', { name: 'Mobile money' })).toBeChecked();
  await expect(drawer.getByRole('textbox', { name: 'Mobile money number' })).toHaveValue(`${customer.phone.slice(0, 3)} ${customer.phone.slice(3, 6)} ${customer.phone.slice(6)}`);
  await expect(drawer.getByRole('combobox', { name: 'Network' })).toHaveValue('AIRTEL');
  await drawer.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/user\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Order placed! Approve the payment on your phone.')).toBeVisible();
  const waiting = page.getByRole('main').getByRole('status').filter({ hasText: 'Approve the payment on your phone' });
  await expect(waiting).toContainText(`(…${customer.phone.slice(-4)})`);
  await expect(waiting).toContainText('Airtel Money');
  const phoneLink = page.getByRole('link', { name: 'Open the sandbox phone' });
  const phone = await page.context().newPage();
  await phone.goto((await phoneLink.getAttribute('href')) ?? '');
  return { phone, waiting, customer };
}

test('mobile money approved on the phone: the order page turns paid by itself, with its receipt', async ({ page, baseURL }) => {
  const { phone, customer } = await orderWithMobileMoney(page, baseURL ?? '');
  await phone.getByRole('button', { name: 'Approve with PIN' }).click();
  await expect(phone.getByText('You approved this payment.')).toBeVisible();
  // No reload: the page follows the order's stream.
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 5000 });
  await expect(page.getByText('Approve the payment on your phone')).toHaveCount(0);

  // The receipt: what was bought, how it was paid and the provider's reference; printed alone.
  const receipt = page.getByRole('region', { name: 'Receipt' });
  const payment = receipt.getByLabel('Payment');
  await expect(payment).toContainText(`Airtel Money (…${customer.phone.slice(-4)})`);
  await expect(payment).toContainText(/ReferenceSBX-/);
  await expect(receipt.getByRole('row', { name: /Nshima with Ifisashi/ })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(receipt.getByLabel('Order totals')).toBeVisible();
  await expect(receipt.getByText(/^ZamEats · Order #/)).toBeVisible();
  await expect(receipt.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Payment' })).toBeHidden();
});

test('an order waiting for its prompt is paid from the wallet instead, and the dashboard lists the payment', async ({ page, baseURL }) => {
  await orderWithMobileMoney(page, baseURL ?? '', { topUp: 300 });
  await page.getByRole('button', { name: 'Pay another way' }).click();
  await page.getByRole('button', { name: 'Pay from my wallet (ZMW 300.00)' }).click();
  await expect(page.getByText('Paid from your wallet.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Receipt' }).getByLabel('Payment')).toContainText('Paid withZamEats wallet');

  await page.goto('/user/dashboard');
  const movements = page.getByRole('list', { name: 'Latest wallet movements' }).getByRole('listitem');
  await expect(movements.first()).toContainText(/Paid order #\w{6}− ZMW \d+\.\d{2}/);
  await expect(movements.nth(1)).toContainText('Top-up+ ZMW 300.00');
});

test('mobile money declined on the phone: the order page says so and offers another try', async ({ page, baseURL }) => {
  const { phone } = await orderWithMobileMoney(page, baseURL ?? '');
  await phone.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(/The payment did not go through: you declined it on your phone/)).toBeVisible({ timeout: 5000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay another way' })).toBeVisible();
});

test('a mobile money prompt nobody answers expires, and the order page says so', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await orderWithMobileMoney(page, baseURL ?? '');
  await expect(page.getByText('The prompt expired before it was approved.')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
