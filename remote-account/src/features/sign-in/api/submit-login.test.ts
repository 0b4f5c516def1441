import { API_URL, stubFetch, useTestRuntime } from '@storefront/testing';
import { submitLogin } from './submit-login';

const user = { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com' };

beforeEach(() => useTestRuntime());

describe('submitLogin', () => {
  it("logs a customer in with the identifier in `email` and returns the session's token and user", async () => {
    const stub = stubFetch({ body: { success: true, message: 'Welcome', data: { token: 'abc', user } } });
    await expect(submitLogin({ email: ' 0977123456 ', password: 'secret' })).resolves.toEqual({
      ok: true,
      token: 'abc',
      user,
      message: 'Login successful',
    });
    const request = stub.only();
    expect(request.url.href).toBe(`${API_URL}/login`);
    expect(request.body).toEqual({ email: '0977123456', password: 'secret', role: 'customer' });
  });

  it("says the server's message, else 'Login failed', when the answer is success false", async () => {
    stubFetch({ body: { success: false, message: 'Account not verified' } });
    await expect(submitLogin({ email: 'a@b.co', password: 'x' })).resolves.toEqual({
      ok: false,
      message: 'Account not verified',
    });
    stubFetch({ body: { success: false } });
    await expect(submitLogin({ email: 'a@b.co', password: 'x' })).resolves.toEqual({ ok: false, message: 'Login failed' });
  });

  it("says 'Invalid Login Credentials' when the call fails", async () => {
    stubFetch({ status: 401, body: { message: 'Unauthenticated.' } });
    await expect(submitLogin({ email: 'a@b.co', password: 'x' })).resolves.toEqual({
      ok: false,
      message: 'Invalid Login Credentials',
    });
    stubFetch({ body: { success: true, data: { user } } });
    await expect(submitLogin({ email: 'a@b.co', password: 'x' })).resolves.toMatchObject({
      message: 'Invalid Login Credentials',
    });
  });

  it("says the server's word when it holds sign-ins back, not 'Invalid Login Credentials'", async () => {
    const wait = 'Too many sign-in attempts. Please wait a minute and try again.';
    stubFetch({ status: 429, body: { success: false, message: wait } });
    await expect(submitLogin({ email: 'a@b.co', password: 'x' })).resolves.toEqual({ ok: false, message: wait });
    stubFetch({ status: 429, body: 'slow down' });
    await expect(submitLogin({ email: 'a@b.co', password: 'x' })).resolves.toEqual({ ok: false, message: wait });
  });
});
