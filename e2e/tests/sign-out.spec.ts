import { logOut, newCustomer, registerCustomer, sessionToken, signInThroughPage, signedInCustomer } from '../support/customer';
import { drawerWithFirstMeal } from '../support/site-tour';
import { expect, test } from '../support/stack-fixture';

test('Logout ends the session on the server: a token copied before it opens nothing', async ({ page, baseURL }) => {
  const customer = newCustomer();
  await registerCustomer(page.request, baseURL ?? '', customer);
  await signInThroughPage(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  // As a thief who copied it would have it.
  const token = await sessionToken(page);
  const profile = () => page.request.get(`${baseURL}/api/profile`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await profile()).status()).toBe(200);

  await logOut(page);
  expect(await page.evaluate(() => window.localStorage.getItem('session'))).toBeNull();
  expect((await profile()).status()).toBe(401);
});

test('a deleted account leaves nothing of the customer in the browser: no session, no cart', async ({ page, baseURL }) => {
  const { customer, token } = await signedInCustomer(page, baseURL ?? '');
  await drawerWithFirstMeal(page);
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => window.localStorage.getItem('cart-storage'))).toContain('"items"');

  await page.goto('/goodbye');
  // The balance is there before anything is confirmed, with what stops a deletion.
  const wallet = page.getByRole('region', { name: 'Your wallet and orders' });
  await expect(wallet).toContainText('Wallet balance: ZMW 0.00');
  await expect(wallet).toContainText('unpaid or on its way');
  await expect(page.getByText(/subscription/i)).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Type DELETE MY ACCOUNT to confirm').fill('DELETE MY ACCOUNT');
  await page.getByRole('button', { name: 'Delete My Account' }).click();

  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate(() => ({ cart: localStorage.getItem('cart-storage'), session: localStorage.getItem('session') }));
  expect(stored).toEqual({ cart: null, session: null });
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toHaveAccessibleName('Cart, 0 items');
  const profile = await page.request.get(`${baseURL}/api/profile`, { headers: { Authorization: `Bearer ${token}` } });
  expect(profile.status()).toBe(401);
});
