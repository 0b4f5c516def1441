import { newCustomer, ordersOf, sessionToken } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

test('a new customer registers and signs in from the cart, adds an address, checks out for delivery and pays', async ({
  page,
  context,
  baseURL,
}) => {
  const customer = newCustomer();
  await page.goto('/menu');
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();

  // Signed out, delivery cannot go ahead: the address picker offers to sign in instead.
  await expect(drawer.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await drawer.getByRole('button', { name: 'Login' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByRole('button', { name: 'Register' }).click();

  const registration = page.getByRole('dialog', { name: 'Create an account' });
  await registration.getByLabel('First Name').fill(customer.firstName);
  await registration.getByLabel('Last Name').fill(customer.lastName);
  await registration.getByLabel('Email').fill(customer.email);
  await registration.getByLabel('Phone number').fill(customer.phone);
  await registration.getByLabel('Desired Password').fill(customer.password);
  await registration.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registration successful! Please login.')).toBeVisible();

  // A successful registration opens the login pop-up.
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.getByLabel('Phone number or Email').fill(customer.email);
  await login.getByLabel('Password', { exact: true }).fill(customer.password);
  await login.getByRole('button', { name: 'Continue' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByText('Login successful')).toBeVisible();

  await expect(drawer.getByText('No address found')).toBeVisible();
  await drawer.getByRole('button', { name: 'Add Address' }).click();
  const addAddress = page.getByRole('dialog', { name: 'Add address' });
  await addAddress.getByLabel('Search address').fill('Kabulonga');
  await addAddress.getByRole('option', { name: /Kabulonga/ }).first().click();
  await addAddress.getByRole('button', { name: /Save|Add/ }).click();
  await expect(page.getByText('Address added successfully')).toBeVisible();
  await expect(addAddress).toBeHidden();
  await expect(drawer.getByRole('radio', { name: /Kabulonga/ })).toBeChecked();

  const summary = drawer.getByRole('region', { name: 'Order summary' });
  const deliveryFee = await summary.getByText('Delivery fee').locator('xpath=following-sibling::dd[1]').textContent();
  const total = await summary.locator('dd').last().textContent();

  await drawer.getByRole('radio', { name: 'Card (payment link)' }).check();
  const paymentTab = context.waitForEvent('page');
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Order placed successfully! Redirecting to payment...')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  const payment = await paymentTab;
  await payment.waitForLoadState();
  await expect(payment.getByText(total ?? 'missing total', { exact: true })).toBeVisible();
  await payment.getByRole('button', { name: /^Pay ZK/ }).click();
  await expect(payment.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  const token = await sessionToken(page);
  await expect
    .poll(async () => (await ordersOf(page.request, baseURL ?? '', token))[0]?.payment_status)
    .toBe('paid');
  const [order] = await ordersOf(page.request, baseURL ?? '', token);
  expect(order?.order_type).toBe('delivery');
  expect(`ZK ${order?.total_price.toFixed(2)}`).toBe(total);
  // The fee shown was for the distance the server measured from the coordinates, at 20.00 per km.
  expect(order?.distance_km).toBeGreaterThan(1);
  expect(deliveryFee).toBe(`ZK ${((order?.distance_km ?? 0) * 20).toFixed(2)}`);
  // Paid orders move on by themselves on the backend's timer.
  await expect
    .poll(async () => (await ordersOf(page.request, baseURL ?? '', token))[0]?.status, { timeout: 15_000 })
    .not.toBe('pending');
});
