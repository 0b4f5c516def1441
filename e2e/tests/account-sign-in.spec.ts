import { codeFromMailbox, logOut, newCustomer, registerCustomer, signInThroughPage } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

test('a customer registers with a dial code, then signs in by e-mail and by phone', async ({ page }) => {
  const customer = newCustomer();
  await page.goto('/auth/register');
  await expect(page.getByRole('banner')).toBeHidden();
  await page.getByLabel('First Name').fill(customer.firstName);
  await page.getByLabel('Last Name').fill(customer.lastName);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: /^Country code/ }).click();
  await page.getByRole('combobox', { name: 'Search country' }).fill('+44');
  await page.getByRole('option', { name: 'United Kingdom +44' }).click();
  await expect(page.getByRole('button', { name: /^Country code/ })).toHaveAccessibleName(/\+44/);
  await page.getByLabel('Phone number').fill(customer.phone);
  await page.getByLabel('Desired Password').fill(customer.password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page.getByText('Registration successful! Please login.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signInThroughPage(page, customer.email, customer.password);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // A session on the sign-in pages goes home.
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/$/);

  await logOut(page);
  await signInThroughPage(page, customer.phone, customer.password);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password is refused with the same message as an unknown account', async ({ page, baseURL }) => {
  const customer = newCustomer();
  await registerCustomer(page.request, baseURL ?? '', customer);
  await signInThroughPage(page, customer.email, 'not-the-password');
  await expect(page.getByText('Invalid Login Credentials')).toBeVisible();
  await signInThroughPage(page, `nobody.${Date.now()}@example.com`, 'whatever');
  await expect(page.getByText('Invalid Login Credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a customer who forgot the password resets it with the code from the sandbox mailbox', async ({ page, baseURL }) => {
  const customer = newCustomer();
  await registerCustomer(page.request, baseURL ?? '', customer);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The login page has a field of the same name and stays on screen until this page is in.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  await page.getByLabel('Phone number or Email').fill(customer.email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);

  const mailboxUrl = await page.getByRole('link', { name: 'Open the sandbox mailbox' }).getAttribute('href');
  const code = await codeFromMailbox(page, mailboxUrl ?? '', customer.email);

  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Please enter a valid 6-digit OTP.')).toBeVisible();
  // Pasting the code fills the six boxes.
  await page.getByLabel('Digit 1 of 6').focus();
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(code.slice(-1));
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  const newPassword = 'Copperbelt-Sunrise-9';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signInThroughPage(page, customer.email, customer.password);
  await expect(page.getByText('Invalid Login Credentials')).toBeVisible();
  await signInThroughPage(page, customer.email, newPassword);
  await expect(page).toHaveURL(/\/$/);
});
