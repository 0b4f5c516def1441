import type { BrowserContext, Page, Request } from '@playwright/test';
import { newCustomer, registerCustomer } from '../support/customer';
import { asSlowPhone, pageBeforeItsApp } from '../support/slow-phone';
import { expect, test } from '../support/stack-fixture';

/**
 * Keeps, across the page's navigations, when the customer last tapped: the `click` event's time,
 * read by the page the tap leads to against the moment its navigation started (its time origin).
 */
async function timeTaps(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    addEventListener('click', (event) => sessionStorage.setItem('tapped-at', String(performance.timeOrigin + event.timeStamp)), { capture: true });
  });
}

/** Milliseconds from the last tap to the start of the navigation that brought the page on screen. */
const navigationStartAfterTap = (page: Page) => page.evaluate(() => performance.timeOrigin - Number(sessionStorage.getItem('tapped-at')));

const sentTo = (requests: Request[], method: string, pathname: string) =>
  requests.filter((request) => request.method() === method && new URL(request.url()).pathname === pathname);

test('a link tapped before the app is in opens its page', async ({ context }) => {
  const { page } = await pageBeforeItsApp(context, '/menu');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About ZamEats' })).toBeVisible();
});

test('a sign-in sent before the app is in reaches the server, which signs the customer in, and is never sent again', async ({ context, request, baseURL }) => {
  const customer = newCustomer();
  await registerCustomer(request, baseURL ?? '', customer);
  const requests: Request[] = [];
  context.on('request', (sent) => requests.push(sent));
  const { page, start } = await pageBeforeItsApp(context, '/auth/login');
  await page.getByLabel('Phone number or Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/$/);
  expect(new URL(page.url()).search).toBe('');
  expect((await context.cookies()).find((cookie) => cookie.name === 'session')?.httpOnly).toBe(true);
  // The home page came for the signed-in customer.
  expect(await page.locator('#storefront-boot').textContent()).toContain(`"email":"${customer.email}"`);

  await start();
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(sentTo(requests, 'POST', '/auth/login')).toHaveLength(1);
  expect(sentTo(requests, 'POST', '/api/login')).toHaveLength(0);
});

test('a form only the app can send, sent before it is in, keeps what was typed out of the address and says it was not sent', async ({ context }) => {
  const { page, start } = await pageBeforeItsApp(context, '/auth/forgot-password');
  await page.getByLabel('Phone number or Email').fill('mwila@example.com');
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your form was not sent' })).toBeVisible();
  expect(page.url()).not.toContain('mwila');
  await start();
  await page.getByRole('link', { name: 'Back to the form' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByLabel('Phone number or Email')).toHaveValue('');
});

test.describe('on a slow phone, before the app is in', () => {
  test('a tap on a link starts its page within 100 ms', async ({ context }) => {
    await timeTaps(context);
    const { page } = await pageBeforeItsApp(context, '/menu');
    await asSlowPhone(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About ZamEats' })).toBeVisible();
    expect(await navigationStartAfterTap(page)).toBeLessThan(100);
  });

  test("a tap on the header's Account opens the sign-in page within 100 ms (no menu to open yet)", async ({ context }) => {
    await timeTaps(context);
    const { page } = await pageBeforeItsApp(context, '/menu');
    await asSlowPhone(page);
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/auth\/login\??$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await navigationStartAfterTap(page)).toBeLessThan(100);
  });

  test("a tap on a form's button sends it within 100 ms", async ({ context, request, baseURL }) => {
    const customer = newCustomer();
    await registerCustomer(request, baseURL ?? '', customer);
    await timeTaps(context);
    const { page } = await pageBeforeItsApp(context, '/auth/login');
    await asSlowPhone(page);
    await page.getByLabel('Phone number or Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await navigationStartAfterTap(page)).toBeLessThan(100);
  });
});
