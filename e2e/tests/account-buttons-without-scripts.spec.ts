import type { Browser, Page } from '@playwright/test';
import { signedInCustomer } from '../support/customer';
import { placeOrder } from '../support/site-tour';
import { expect, test } from '../support/stack-fixture';
import { withoutScripts } from '../support/without-scripts';

/** A signed-in customer whose browser runs no script, with their session's token. */
async function customerWithoutScripts(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; token: string }> {
  const { page } = await withoutScripts(browser, baseURL);
  const { token } = await signedInCustomer(page, baseURL ?? '');
  return { page, token };
}

test.describe("the account's buttons with scripts off", () => {
  test("Pay Now on an order's page takes the customer to the payment page, which brings them back to the paid order", async ({ browser, baseURL }) => {
    const { page, token } = await customerWithoutScripts(browser, baseURL);
    const order = await placeOrder(page.request, baseURL ?? '', token);
    await page.goto(`/user/orders/${order}`);
    await page.getByRole('button', { name: 'Pay Now' }).click();

    await page.getByRole('button', { name: /^Pay ZK/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to your order' }).click();
    await expect(page).toHaveURL(new RegExp(`/user/orders/${order}$`));
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await page.context().close();
  });

  test("Add Address asks for the page with the add form's search field ready, keeping the page to go back to", async ({ browser, baseURL }) => {
    const { page } = await customerWithoutScripts(browser, baseURL);
    await page.goto('/user/address?from=/cart');
    await expect(page.getByText('No address found')).toBeVisible();
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(page).toHaveURL(/\/user\/address\?from=%2Fcart&open=address$/);
    await expect(page.getByLabel('Search address')).toBeFocused();
    await page.context().close();
  });

  test("sent from the cart to add an address, the customer is back in the cart once it is saved", async ({ browser, baseURL }) => {
    const { page, token } = await customerWithoutScripts(browser, baseURL);
    await page.goto('/user/address?open=address&from=/cart');
    await expect(page.getByLabel('Search address')).toBeFocused();
    await page.getByLabel('Search address').fill('Plot 12, Kabulonga Road');
    await page.getByLabel('City or location').fill('Lusaka');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    // The action's message comes with the cart, rendered by the server.
    await expect(page.getByText('Address added successfully')).toBeVisible();

    const saved = (await (await page.request.get(`${baseURL}/api/address`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      data: { address: string }[];
    };
    expect(saved.data.map((address) => address.address)).toEqual(['Plot 12, Kabulonga Road']);
    await page.context().close();
  });

  test("the profile's country code is the browser's own list, whose choice is saved with the number", async ({ browser, baseURL }) => {
    const { page, token } = await customerWithoutScripts(browser, baseURL);
    await page.goto('/user/profile');
    await expect(page.getByRole('button', { name: /country code/ })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Country code' }).selectOption({ label: 'United Kingdom +44' });
    await page.getByLabel('Phone Number').fill('07400 123456');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByRole('status')).toHaveText('Profile updated successfully.');

    await page.goto('/user/profile');
    await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('GB');
    const profile = (await (await page.request.get(`${baseURL}/api/profile`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      data: { user: { phone: string; code: string } };
    };
    expect(profile.data.user.code).toBe('+44');
    expect(profile.data.user.phone).toMatch(/^\+?447400123456$/);
    await page.context().close();
  });
});
