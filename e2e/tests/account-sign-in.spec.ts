import { anotherCode, codeFromMailbox, logOut, newCustomer, pasteCode, registerCustomer, signInThroughPage } from '../support/customer';
import { placeOrder } from '../support/site-tour';
import { expect, test } from '../support/stack-fixture';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a customer registers with a dial code, is told why a weak password will not do, then signs in by e-mail and by phone in another spelling', async ({ page }) => {
    const customer = newCustomer();
    await page.goto('/auth/register');
    // The sign-in pages carry only the brand, which leads back to the shop.
    await expect(page.getByRole('banner').getByRole('link')).toHaveAccessibleName('ZamEats');
    await expect(page.getByRole('banner').getByRole('link')).toHaveAttribute('href', '/');
    await page.getByLabel('First Name').fill(customer.firstName);
    await page.getByLabel('Last Name').fill(customer.lastName);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: /country code/ }).click();
    await page.getByRole('combobox', { name: 'Search country' }).fill('+44');
    await page.getByRole('option', { name: 'United Kingdom +44' }).click();
    // The button is named by what it shows first, so a customer who says 'GB +44' reaches it.
    await expect(page.getByRole('button', { name: /country code/ })).toHaveAccessibleName('GB +44, country code: United Kingdom');
    await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(/^e\.g\. 07\d/);
    await page.getByRole('button', { name: 'GB +44' }).click();
    await page.getByRole('combobox', { name: 'Search country' }).fill('Zambia');
    await page.getByRole('option', { name: 'Zambia +260' }).click();
    await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(/^e\.g\. 09\d/);
    // With its country code and spaces; the sign-in below uses the bare national number.
    await page.getByLabel('Phone number').fill(`+260 ${customer.phone.slice(1, 3)} ${customer.phone.slice(3, 6)} ${customer.phone.slice(6)}`);

    const form = page.getByRole('region', { name: 'Create an account' });
    const password = page.getByLabel('Desired Password');
    await expect(password).toHaveAccessibleDescription('At least 8 characters, and not a common password.');
    const weakPasswords = [
      { weak: 'Lusaka7', message: 'Use at least 8 characters for your password.' },
      { weak: 'Password1', message: 'This password is too common. Please choose another.' },
    ];
    for (const { weak, message } of weakPasswords) {
      await password.fill(weak);
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await expect(form.getByRole('alert')).toHaveText(message);
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/auth\/register$/);
    }
    // Show lets the customer check what was typed on a phone keyboard.
    await password.fill(customer.password);
    await form.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
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
    await signInThroughPage(page, customer.phone.slice(1), customer.password);
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a customer who forgot the password is told a wrong code is wrong, then resets it with the code from the mail', async ({
    page,
    baseURL,
  }) => {
    const customer = newCustomer();
    await registerCustomer(page.request, baseURL ?? '', customer);

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login page has a field of the same name and stays on screen until this page is in.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
    await page.getByLabel('Phone number or Email').fill(customer.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/auth\/otp$/);

    // The public site never points at the sandbox mailbox; the code is read on the api's own port.
    await expect(page.getByRole('link', { name: /mailbox/i })).toHaveCount(0);
    const notPublic = await page.request.get(`${baseURL ?? ''}/api/sandbox/mailbox?to=${encodeURIComponent(customer.email)}`);
    expect(notPublic.status()).toBe(404);
    const code = await codeFromMailbox(page, customer.email);

    const verifyForm = page.getByRole('region', { name: 'Verify OTP' });
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(verifyForm.getByRole('alert')).toHaveText('Please enter a valid 6-digit OTP.');
    // Six digits, but not the code: the answer is about the code, not its format.
    await pasteCode(page, anotherCode(code));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(verifyForm.getByRole('alert')).toHaveText('This code is wrong or has expired. Please check it or request a new one.');
    // Pasting the code fills the six boxes.
    await pasteCode(page, code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    const newPasswordField = page.getByLabel('New Password', { exact: true });
    await newPasswordField.fill('qwerty123');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('region', { name: 'Set New Password' }).getByRole('alert')).toHaveText(
      'This password is too common. Please choose another.',
    );
    const newPassword = 'Copperbelt-Sunrise-9';
    await newPasswordField.fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await signInThroughPage(page, customer.email, customer.password);
    await expect(page.getByText('Invalid Login Credentials')).toBeVisible();
    await signInThroughPage(page, customer.email, newPassword);
    await expect(page).toHaveURL(/\/$/);
  });
});

test("an order's link opened signed out asks to sign in, then shows the order", async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const customer = newCustomer();
  await registerCustomer(page.request, base, customer);
  const login = await page.request.post(`${base}/api/login`, { data: { email: customer.email, password: customer.password, role: 'customer' } });
  const { data } = (await login.json()) as { data: { token: string } };
  const order = await placeOrder(page.request, base, data.token);

  await page.goto(`/user/orders/${order}`);
  await expect(page).toHaveURL(`/auth/login?redirectTo=${encodeURIComponent(`/user/orders/${order}`)}`);
  await page.getByLabel('Phone number or Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`/user/orders/${order}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.slice(0, 6).toUpperCase());
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
