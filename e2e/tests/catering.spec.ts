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
