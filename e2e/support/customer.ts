import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { waitUntilInteractive } from './interactive';
import { E2E_PORT_OFFSET } from './stack-fixture';

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

let made = 0;

/** A customer no other test uses: each journey brings its own data. */
export function newCustomer(): Customer {
  made += 1;
  const unique = `${Date.now()}${made}`;
  return {
    firstName: 'Mwila',
    lastName: 'Banda',
    email: `mwila.${unique}@example.com`,
    phone: `097${unique.slice(-7)}`,
    password: 'Chipolopolo-2026',
  };
}

/** Registers through the API (the journeys that test registration do it through the page). */
export async function registerCustomer(request: APIRequestContext, baseURL: string, customer: Customer): Promise<void> {
  const answer = await request.post(`${baseURL}/api/register`, {
    data: {
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      code: '+260',
      phone: customer.phone,
      password: customer.password,
      role: 'customer',
    },
  });
  expect(answer.status()).toBe(201);
}

/** A new customer, registered and signed in through the API: their session's token, for the API's calls. */
export async function registeredCustomer(request: APIRequestContext, baseURL: string): Promise<{ customer: Customer; token: string }> {
  const customer = newCustomer();
  await registerCustomer(request, baseURL, customer);
  const login = await request.post(`${baseURL}/api/login`, {
    data: { email: customer.email, password: customer.password, role: 'customer' },
  });
  const body = (await login.json()) as { data: { token: string } };
  return { customer, token: body.data.token };
}

/**
 * Registers, signs in through the API and keeps the session where a sign-in on the page keeps it:
 * the HttpOnly cookie the server reads. The next page load is signed in.
 */
export async function signedInCustomer(page: Page, baseURL: string): Promise<{ customer: Customer; token: string }> {
  const signedIn = await registeredCustomer(page.request, baseURL);
  await page.context().addCookies([{ name: 'session', value: signedIn.token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  return signedIn;
}

/** The token of the page's session, from its HttpOnly cookie (as the server reads it; no script can). */
export async function sessionToken(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'session')?.value;
  if (!token) throw new Error('No session cookie');
  return token;
}

/** Saves an address for the customer through the API, as the address page would. */
export async function saveAddress(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  address: string,
  latitude: string,
  longitude: string,
): Promise<void> {
  const answer = await request.post(`${baseURL}/api/address`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { address, location: address, latitude, longitude },
  });
  expect(answer.ok()).toBe(true);
}

export interface OrderSummary {
  uuid: string;
  status: string;
  payment_status: string;
  order_type: string;
  total_price: number;
  distance_km?: number | null;
  instructions?: string | null;
}

/** The customer's orders, newest first, as the backend has them. */
export async function ordersOf(request: APIRequestContext, baseURL: string, token: string): Promise<OrderSummary[]> {
  const answer = await request.get(`${baseURL}/api/orders`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: OrderSummary[] }).data;
}

/** Signs in through the login page. */
export async function signInThroughPage(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  // Signs in on the running app, as the suite's own pages do (what is typed and sent before it runs
  // is kept and sent again: before-hydration.spec.ts).
  await waitUntilInteractive(page);
  await page.getByLabel('Phone number or Email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Logs out from the header's account menu, or on a phone from the menu. The server ends the session
 * first, then the page reloads signed out: this waits for that reload.
 */
export async function logOut(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('load');
  // The host's layout switches to the phone menu below 768 px.
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: /Account/ }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  }
  await reloaded;
  expect(await page.evaluate(() => window.localStorage.getItem('session'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('button', { name: /Open menu|Account/ }).first()).toBeVisible();
}

/**
 * The sandbox mailbox on the api's own port: it answers only this machine asking the api directly,
 * never the storefront's public /api.
 */
export const SANDBOX_MAILBOX_URL = `http://127.0.0.1:${4000 + E2E_PORT_OFFSET}/api/sandbox/mailbox`;

/** The newest 6-digit code the sandbox mailbox holds for `email`, read as a developer would. */
export async function codeFromMailbox(page: Page, email: string): Promise<string> {
  const mailbox = await page.request.get(`${SANDBOX_MAILBOX_URL}?to=${encodeURIComponent(email)}`);
  const text = await mailbox.text();
  const code = /password reset code is (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`No code in the mailbox for ${email}`);
  return code;
}

/** Pastes a code into the OTP page's boxes, as a customer pasting it from the mail would. */
export async function pasteCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').focus();
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(code.slice(-1));
}

/** Six digits that are not `code`: well-formed, but wrong. */
export function anotherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
