import { sessionAtom, storefrontStore, toastAtom } from '@storefront/contract';
import { signOut, stubFetch, useTestRuntime } from '@storefront/testing';
import { loginAction } from './login-action';

const user = { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com' };

/** The sign-in form as a browser sends it. */
const sent = (fields: Record<string, string>) =>
  new Request('http://shop.test/auth/login', { method: 'POST', body: new URLSearchParams(fields) });

beforeEach(() => {
  useTestRuntime();
  signOut();
  storefrontStore.set(toastAtom, null);
});

describe('loginAction', () => {
  it('signs the customer in on the page, says so, and goes where it was told', async () => {
    const stub = stubFetch({ body: { success: true, data: { token: 'abc', user } } });
    const answer = await loginAction({ request: sent({ email: ' 0977123456 ', password: 'secret' }) }, '/user/orders/abc');
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/user/orders/abc');
    expect(stub.only().body).toEqual({ email: '260977123456', password: 'secret', role: 'customer' });
    expect(storefrontStore.get(sessionAtom)).toEqual({ user });
    expect(storefrontStore.get(toastAtom)).toMatchObject({ message: 'Login successful', tone: 'success' });
  });

  it('stays where it is when the form asks to (the cart overlay)', async () => {
    stubFetch({ body: { success: true, data: { token: 'abc', user } } });
    await expect(loginAction({ request: sent({ email: 'mwila@example.com', password: 'secret', then: 'stay' }) }, '/')).resolves.toEqual({
      signedIn: true,
    });
    expect(storefrontStore.get(sessionAtom)).toEqual({ user });
  });

  it.each<[Record<string, string>, string, string[]]>([
    [{ email: '', password: 'secret' }, 'All fields are required.', ['email']],
    [{ email: '097712', password: 'secret' }, 'Please enter a valid phone number or email address.', ['email']],
    [{ password: 'secret' }, 'All fields are required.', ['email']],
  ])('refuses %o without asking the api: %s', async (fields, message, invalid) => {
    const stub = stubFetch({ body: {} });
    await expect(loginAction({ request: sent(fields) }, '/')).resolves.toEqual({ message, fields: invalid, email: fields.email ?? '' });
    expect(stub.sent).toHaveLength(0);
  });

  it.each([
    [{ status: 401, body: { message: 'Unauthenticated.' } }, 'Invalid Login Credentials'],
    [{ body: { success: false, message: 'Account not verified' } }, 'Account not verified'],
    [{ body: { success: false } }, 'Login failed'],
    [{ status: 429, body: { success: false, message: 'Too many sign-in attempts. Please wait a minute and try again.' } }, 'Too many sign-in attempts. Please wait a minute and try again.'],
  ])("says why the api refused (%o), keeping the identifier as typed but not the password", async (answer, message) => {
    stubFetch(answer);
    await expect(loginAction({ request: sent({ email: ' mwila@example.com', password: 'wrong' }) }, '/')).resolves.toEqual({
      message,
      fields: [],
      email: ' mwila@example.com',
    });
    expect(storefrontStore.get(sessionAtom)).toBeNull();
    expect(storefrontStore.get(toastAtom)).toBeNull();
  });
});
