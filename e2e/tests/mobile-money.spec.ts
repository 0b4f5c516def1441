import type { Page } from '@playwright/test';
import { signedInCustomer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

// Most customers pay from a phone: these journeys run on one.
test.use({ viewport: { width: 390, height: 844 } });

/** A signed-in customer orders a pickup with mobile money, the number from their profile, and lands on the order page waiting for the prompt. */
async function orderWithMobileMoney(page: Page, baseURL: string) {
  const { customer } = await signedInCustomer(page, baseURL);
  await page.goto('/menu');
  await page.getByRole('article', { name: 'Nshima with Ifisashi' }).getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await drawer.getByRole('button', { name: 'Pickup' }).click();
  const ways = drawer.getByRole('radiogroup', { name: 'How would you like to pay?' });
  await expect(ways.getByRole('radio', { name: 'Mobile money' })).toBeChecked();
  await expect(drawer.getByRole('textbox', { name: 'Mobile money number' })).toHaveValue(new RegExp(customer.phone.slice(-7)));
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
  return { phone, waiting };
}

test('mobile money approved on the phone: the order page turns paid by itself', async ({ page, baseURL }) => {
  const { phone } = await orderWithMobileMoney(page, baseURL ?? '');
  await phone.getByRole('button', { name: 'Approve with PIN' }).click();
  await expect(phone.getByText('You approved this payment.')).toBeVisible();
  // No reload: the page follows the order's stream.
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 5000 });
  await expect(page.getByText('Approve the payment on your phone')).toHaveCount(0);
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
