import { signedInCustomer, signInThroughPage } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

test('the profile is updated and still shows the change after a reload, the phone as Zambians write it', async ({ page, baseURL }) => {
  await signedInCustomer(page, baseURL ?? '');
  await page.goto('/user/profile');
  const firstName = page.getByLabel('First Name');
  await expect(firstName).toHaveValue('Mwila');
  await expect(page.getByLabel('Email')).toBeDisabled();
  await firstName.fill('Natasha');
  // Typed with the country code, as a phone's contact card gives it.
  await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription(/^e\.g\. 09\d/);
  await page.getByLabel('Phone Number').fill('+260 96 123 4567');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Natasha');
  await expect(page.getByLabel('Phone Number')).toHaveValue('096 1234567');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a customer changes the password, which needs the current one, and signs in with the new one', async ({ page, baseURL }) => {
    const { customer } = await signedInCustomer(page, baseURL ?? '');
    await page.goto('/user/profile');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    const current = dialog.getByLabel('Current Password', { exact: true });
    const next = dialog.getByLabel('New Password', { exact: true });
    const confirmation = dialog.getByLabel('Confirm New Password', { exact: true });
    const newPassword = 'Victoria-Falls-2027';

    // Without the current password nothing is sent.
    await next.fill(newPassword);
    await confirmation.fill(newPassword);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter your current password.');
    await expect(current).toHaveAttribute('aria-invalid', 'true');

    // A wrong one is refused by the server, and the dialog keeps what was typed.
    await current.fill('Not-my-password-1');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Your current password is not correct.');
    await expect(next).toHaveValue(newPassword);

    await current.fill(customer.password);
    await confirmation.fill('Victoria-Falls-2028');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The new password and its confirmation do not match.');
    await confirmation.fill(newPassword);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.removeItem('session'));
    await signInThroughPage(page, customer.email, customer.password);
    await expect(page.getByText('Invalid Login Credentials')).toBeVisible();
    await signInThroughPage(page, customer.email, newPassword);
    await expect(page).toHaveURL(/\/$/);
  });
});

test('a customer deletes the account and can no longer sign in', async ({ page, baseURL }) => {
  const { customer } = await signedInCustomer(page, baseURL ?? '');
  await page.goto('/user/profile');
  await page.getByRole('link', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/goodbye$/);
  await expect(page.getByText(customer.email)).toBeVisible();
  await page.getByLabel('Reason for leaving').fill('Moving to Kasama');
  await page.getByRole('button', { name: 'Continue' }).click();

  const remove = page.getByRole('button', { name: 'Delete My Account' });
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Type DELETE MY ACCOUNT to confirm').fill('delete my account');
  await expect(remove).toBeDisabled();
  await page.getByLabel('Type DELETE MY ACCOUNT to confirm').fill('DELETE MY ACCOUNT');
  await expect(remove).toBeEnabled();
  await remove.click();
  // Deleted at once, and said so: not a request that someone will handle.
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('session');

  await signInThroughPage(page, customer.email, customer.password);
  await expect(page.getByText('Invalid Login Credentials')).toBeVisible();
});

test('pages of the user area send a visitor to sign in', async ({ page }) => {
  for (const path of ['/user/dashboard', '/user/address', '/user/profile', '/goodbye']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/login$/);
  }
});

test('a refused token ends the session and asks the customer to sign in again', async ({ page, baseURL }) => {
  await signedInCustomer(page, baseURL ?? '');
  await page.goto('/');
  await page.context().addCookies([{ name: 'session', value: 'forged-token', url: baseURL ?? '', httpOnly: true, sameSite: 'Lax' }]);
  await page.goto('/user/profile');
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
