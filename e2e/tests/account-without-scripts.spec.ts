import type { Page } from '@playwright/test';
import { newCustomer, registerCustomer, registeredCustomer, saveAddress, signedInCustomer } from '../support/customer';
import { placeOrder } from '../support/site-tour';
import { expect, test } from '../support/stack-fixture';
import { withoutScripts } from '../support/without-scripts';

async function signIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('Phone number or Email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('with scripts off', () => {
  test('a customer signs in: a refusal says why and keeps the identifier, then the right password signs them in with an HttpOnly cookie', async ({
    browser,
    baseURL,
  }) => {
    const customer = newCustomer();
    await registerCustomer((await browser.newContext({ baseURL })).request, baseURL ?? '', customer);
    const { context, page } = await withoutScripts(browser, baseURL);

    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('All fields are required.');

    await signIn(page, customer.email, 'not-the-password');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('alert')).toHaveText('Invalid Login Credentials');
    await expect(page.getByLabel('Phone number or Email')).toHaveValue(customer.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    // The home page came for the signed-in customer: its header's account menu is theirs (closed, without scripts).
    expect(await page.locator('#storefront-boot').textContent()).toContain(`"email":"${customer.email}"`);
    await page.goto('/user/dashboard');
    await expect(page.getByText(new RegExp(`Good (Morning|Afternoon|Evening), ${customer.firstName}`))).toBeVisible();
    // A session on the sign-in page goes home.
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });

  test('a customer registers: a weak password is refused with its reason and the rest kept, then the account is made and signs in', async ({
    browser,
    baseURL,
  }) => {
    const customer = newCustomer();
    const { context, page } = await withoutScripts(browser, baseURL);
    await page.goto('/auth/register');
    await page.getByLabel('First Name').fill(customer.firstName);
    await page.getByLabel('Last Name').fill(customer.lastName);
    await page.getByLabel('Email').fill(customer.email);
    // Without the picker's script the dial code is Zambia's.
    await page.getByLabel('Phone number').fill(customer.phone);
    await page.getByLabel('Desired Password').fill('Password1');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);
    await expect(page.getByRole('region', { name: 'Create an account' }).getByRole('alert')).toHaveText(
      'This password is too common. Please choose another.',
    );
    await expect(page.getByLabel('Desired Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);
    await expect(page.getByLabel('Phone number')).toHaveValue(customer.phone);

    await page.getByLabel('Desired Password').fill(customer.password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signIn(page, customer.phone, customer.password);
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });

  test("an order's link opened signed out asks to sign in, then shows the order", async ({ browser, baseURL }) => {
    const base = baseURL ?? '';
    const api = (await browser.newContext({ baseURL })).request;
    const { customer, token } = await registeredCustomer(api, base);
    const order = await placeOrder(api, base, token);
    const { context, page } = await withoutScripts(browser, baseURL);

    await page.goto(`/user/orders/${order}`);
    await expect(page).toHaveURL(`/auth/login?redirectTo=${encodeURIComponent(`/user/orders/${order}`)}`);
    await signIn(page, customer.phone, customer.password);
    await expect(page).toHaveURL(`/user/orders/${order}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.slice(0, 6).toUpperCase());
    await context.close();
  });

  test('a signed-in customer saves the profile and is told so, the new name kept', async ({ browser, baseURL }) => {
    const { context, page } = await withoutScripts(browser, baseURL);
    const { customer } = await signedInCustomer(page, baseURL ?? '');

    await page.goto('/user/profile');
    await page.getByLabel('First Name').fill('Mutale');
    await page.getByLabel('Phone Number').fill('12345');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid phone number.');
    await expect(page.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('First Name').fill('Mutale');
    await page.getByLabel('Phone Number').fill(customer.phone);
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByRole('status')).toHaveText('Profile updated successfully.');
    await page.goto('/user/profile');
    await expect(page.getByLabel('First Name')).toHaveValue('Mutale');
    await context.close();
  });

  test('a signed-in customer removes a saved address and is told so', async ({ browser, baseURL }) => {
    const base = baseURL ?? '';
    const { context, page } = await withoutScripts(browser, baseURL);
    const { token } = await signedInCustomer(page, base);
    await saveAddress(page.request, base, token, 'Plot 12, Kabulonga Road, Lusaka', '-15.4105', '28.3392');
    await saveAddress(page.request, base, token, 'Kabwata Market, Lusaka', '-15.4400', '28.3000');

    await page.goto('/user/address');
    await page.getByRole('button', { name: 'Remove Plot 12, Kabulonga Road, Lusaka' }).click();
    await expect(page).toHaveURL(/\/user\/address$/);
    await expect(page.getByRole('status')).toHaveText('Address removed successfully');
    const list = page.getByRole('list', { name: 'Saved Addresses' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Kabwata Market, Lusaka');
    await context.close();
  });
});
