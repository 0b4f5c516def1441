import { signedInCustomer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

test('a customer picks a catering bundle, is told what is missing, and sends the request', async ({ page }) => {
  await page.goto('/catering');
  await expect(page.getByRole('heading', { level: 1, name: 'Elevate Your Next Event' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(8);
  await expect(page.getByText('Earn ZK 400 in rewards for every ZK 10,000 you spend on catering.')).toBeVisible();

  await page.getByRole('link', { name: 'Order Now: Corporate Lunch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate Lunch' })).toBeVisible();
  await expect(page.getByText('ZK 360 per person')).toBeVisible();

  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByLabel('City')).toBeDisabled();

  await page.getByLabel('Full Name').fill('Chanda Mulenga');
  await page.getByLabel('Email Address').fill('chanda@example.com');
  await page.getByLabel('Phone Number').fill('0971234567');
  await page.getByLabel('Event Type').selectOption('corporate');
  const guests = page.getByLabel('Number of Guests (25-300)');
  await expect(guests).toHaveValue('25');
  await guests.fill('400');
  const nextMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await page.getByLabel('Event Date').fill(nextMonth);
  await page.getByLabel('Province').selectOption('Lusaka');
  await page.getByLabel('City').selectOption('Chongwe');
  await page.getByLabel('Event Address').fill('Chongwe Business Park');
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page.getByText('Guest count must be between 25 and 300')).toBeVisible();

  await guests.fill('120');
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page.getByText('Your catering request has been received. We will contact you shortly.')).toBeVisible();
  await expect(page).toHaveURL(/\/catering$/);
});

test('an unknown bundle says so and returns to the list', async ({ page }) => {
  await page.goto('/catering/99');
  await expect(page.getByText('Catering bundle not found')).toBeVisible();
  await expect(page).toHaveURL(/\/catering$/);
});

/** A day `days` from today in the browser's own calendar, as the date input takes it. */
function localDayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a customer sees the estimated total, is refused a bad phone and a date sooner than the notice, then sends the request', async ({ page }) => {
    await page.goto('/catering/2');
    await expect(page.getByRole('heading', { level: 1, name: 'Corporate Lunch' })).toBeVisible();
    await expect(page.getByText('ZK 360 per person')).toBeVisible();

    const form = page.getByRole('form', { name: 'Order Corporate Lunch' });
    const guests = form.getByLabel('Number of Guests (25-300)');
    const estimate = form.getByRole('status');
    await expect(estimate).toHaveText('Estimated total: ZK 9,000 (25 guests × ZK 360)');
    await guests.fill('40');
    await expect(estimate).toHaveText('Estimated total: ZK 14,400 (40 guests × ZK 360)');
    await guests.fill('');
    await expect(estimate).toHaveText('Enter 25 to 300 guests to see the estimated total.');
    await guests.fill('120');
    await expect(estimate).toHaveText('Estimated total: ZK 43,200 (120 guests × ZK 360)');

    await form.getByLabel('Full Name').fill('Chanda Mulenga');
    await form.getByLabel('Email Address').fill('chanda@example.com');
    const phone = form.getByLabel('Phone Number');
    await phone.fill('abc');
    await form.getByLabel('Event Type').selectOption('corporate');
    const date = form.getByLabel('Event Date');
    await expect(date).toHaveAttribute('min', localDayFromToday(2));
    await date.fill(localDayFromToday(1));
    await form.getByLabel('Province').selectOption('Copperbelt');
    await form.getByLabel('City').selectOption('Kitwe');
    await form.getByLabel('Event Address').fill('Parklands, Kitwe');
    await form.getByRole('radio', { name: 'WhatsApp' }).check();
    await form.getByRole('button', { name: 'Submit Order' }).click();

    await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number.');
    await expect(form.getByText("This bundle needs at least 48 hours' notice: please choose a later date.")).toBeVisible();
    await expect(page).toHaveURL(/\/catering\/2$/);
    // Nothing of the page reaches past the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    await phone.fill('0971234567');
    await date.fill(localDayFromToday(5));
    await form.getByRole('button', { name: 'Submit Order' }).click();
    await expect(page.getByText('Your catering request has been received. We will contact you shortly.')).toBeVisible();
    await expect(page).toHaveURL(/\/catering$/);
  });
});

test("a signed-in customer's request starts from their details, names its reference, and is listed on the dashboard", async ({ page, baseURL }) => {
  const { customer } = await signedInCustomer(page, baseURL ?? '');
  // The bundle page's loader reads who is ordering: the server's page arrives filled in.
  const fromServer = await (await page.request.get('/catering/2')).text();
  expect(fromServer).toContain(`value="${customer.email}"`);
  await page.goto('/catering/2');
  const form = page.getByRole('form', { name: 'Order Corporate Lunch' });
  await expect(form.getByLabel('Full Name')).toHaveValue(`${customer.firstName} ${customer.lastName}`);
  await expect(form.getByLabel('Email Address')).toHaveValue(customer.email);
  await expect(form.getByLabel('Phone Number')).toHaveValue(`260${customer.phone.slice(1)}`);

  await form.getByLabel('Event Type').selectOption('corporate');
  await form.getByLabel('Event Date').fill(localDayFromToday(30));
  await form.getByLabel('Province').selectOption('Lusaka');
  await form.getByLabel('City').selectOption('Chongwe');
  await form.getByLabel('Event Address').fill('Chongwe Business Park');
  await form.getByRole('radio', { name: 'Email' }).check();
  await form.getByRole('button', { name: 'Submit Order' }).click();
  const confirmation = page.getByText(/Your catering request has been received\. We will contact you shortly\. Your reference is CAT-[0-9A-F]{8}\./);
  await expect(confirmation).toBeVisible();
  const reference = /CAT-[0-9A-F]{8}/.exec((await confirmation.textContent()) ?? '')?.[0] ?? 'missing reference';

  await page.goto('/user/dashboard');
  const requests = page.getByRole('region', { name: 'Catering Requests' });
  await expect(requests.getByRole('heading', { name: reference })).toBeVisible();
  await expect(requests.getByText(/Corporate Lunch · 25 guests · Chongwe/)).toBeVisible();
});
