import type { Browser, Page } from '@playwright/test';
import { signedInCustomer, type Customer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';
import { withoutScripts } from '../support/without-scripts';

/** A signed-in customer whose browser runs no script. */
async function signedInWithoutScripts(browser: Browser, baseURL: string | undefined): Promise<Page> {
  return (await customerWithoutScripts(browser, baseURL)).page;
}

async function customerWithoutScripts(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; customer: Customer }> {
  const { page } = await withoutScripts(browser, baseURL);
  const { customer } = await signedInCustomer(page, baseURL ?? '');
  return { page, customer };
}

test.describe("the account's forms with scripts off", () => {
  test('a customer tops up the wallet: a refused amount is said, then the payment page pays it and the balance rises', async ({ browser, baseURL }) => {
    const page = await signedInWithoutScripts(browser, baseURL);
    await page.goto('/user/dashboard');
    await page.getByRole('button', { name: 'Top Up Wallet' }).click();
    const form = page.getByRole('region', { name: 'Top Up Wallet' });
    await form.getByLabel('Amount (ZMW)').fill('0');
    await form.getByRole('button', { name: 'Top Up', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid amount');

    await form.getByLabel('Amount (ZMW)').fill('250');
    await form.getByRole('button', { name: 'Top Up', exact: true }).click();
    await page.getByRole('button', { name: 'Pay ZK 250.00' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await page.goto('/user/dashboard');
    await expect(page.getByRole('region', { name: 'Balance' }).getByText('ZMW 250.00')).toBeVisible();
    await page.context().close();
  });

  test('a customer adds an address by typing it, and is told so', async ({ browser, baseURL }) => {
    const page = await signedInWithoutScripts(browser, baseURL);
    await page.goto('/user/address');
    await page.getByLabel('Search address').fill('Plot 12, Kabulonga Road');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a city or location');
    await expect(page.getByLabel('Search address')).toHaveValue('Plot 12, Kabulonga Road');

    await page.getByLabel('City or location').fill('Lusaka');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page).toHaveURL(/\/user\/address$/);
    await expect(page.getByRole('status')).toHaveText('Address added successfully');
    await expect(page.getByRole('list', { name: 'Saved Addresses' })).toContainText('Plot 12, Kabulonga Road');
    await page.context().close();
  });

  test('a customer deletes the account: a wrong password is refused, then the account goes and the session with it', async ({ browser, baseURL }) => {
    const page = await signedInWithoutScripts(browser, baseURL);
    await page.goto('/goodbye');
    await page.getByLabel('Reason for leaving').fill('Moving abroad');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm account deletion' })).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByLabel('Type DELETE MY ACCOUNT to confirm').fill('DELETE MY ACCOUNT');
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(page.getByRole('region', { name: 'Confirm account deletion' }).getByRole('alert')).toHaveText('The password is incorrect.');
    await expect(page).toHaveURL(/\/goodbye$/);

    await page.getByLabel('Password', { exact: true }).fill('Chipolopolo-2026');
    await page.getByLabel('Type DELETE MY ACCOUNT to confirm').fill('DELETE MY ACCOUNT');
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'session')).toBeUndefined();
    await page.goto('/user/dashboard');
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.context().close();
  });

  test('a customer changes the password: a wrong current one is refused, then the new one signs in and the old one no longer does', async ({ browser, baseURL }) => {
    const { page, customer } = await customerWithoutScripts(browser, baseURL);
    const newPassword = 'Kafue-n3w-secret';
    await page.goto('/user/profile');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const form = page.getByRole('region', { name: 'Change Password' });
    await form.getByLabel('Current Password', { exact: true }).fill('not-the-password');
    await form.getByLabel('New Password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.');

    await form.getByLabel('Current Password', { exact: true }).fill(customer.password);
    await form.getByLabel('New Password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByRole('status')).toHaveText('Password changed successfully.');
    // Sent in the request's body: no password is ever in the address.
    expect(page.url()).not.toContain(newPassword);
    expect(page.url()).not.toContain(customer.password);

    // The session that changed it stays signed in.
    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

    const signIn = (password: string) => page.request.post(`${baseURL}/api/login`, { data: { email: customer.email, password, role: 'customer' } });
    expect((await signIn(newPassword)).ok()).toBe(true);
    expect((await signIn(customer.password)).ok()).toBe(false);
    await page.context().close();
  });
});
