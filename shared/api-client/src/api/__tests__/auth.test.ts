/** @jest-environment node */
import '../../test-support/memory-local-storage';
import { sessionAtom, sessionExpiredAtom, storefrontStore } from '@storefront/contract';
import { API_URL, signIn, signOut, stubFetch, useTestRuntime } from '@storefront/testing';
import { ApiError } from '../http';
import { login, logout, register } from '../auth';

beforeEach(() => {
  useTestRuntime();
  signOut();
});

describe('login', () => {
  const payload = { email: 'mwila@example.com', password: 'secret', role: 'customer' as const };

  it('posts the credentials to {api}/login and returns the token and user', async () => {
    const stub = stubFetch({
      body: {
        success: true,
        message: 'Welcome',
        data: { token: 'abc', user: { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com', phone: '0977' } },
      },
    });

    const answer = await login(payload);

    const request = stub.only();
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe(`${API_URL}/login`);
    expect(request.body).toEqual(payload);
    expect(request.headers.get('authorization')).toBeNull();
    expect(answer).toEqual({
      success: true,
      message: 'Welcome',
      data: { token: 'abc', user: { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com' } },
    });
  });

  it('returns success false with the server message as an answer', async () => {
    stubFetch({ body: { success: false, message: 'Wrong password' } });
    await expect(login(payload)).resolves.toEqual({ success: false, message: 'Wrong password' });
  });

  it('rejects a successful answer without a token as a parse error', async () => {
    stubFetch({ body: { success: true, data: { user: { first_name: 'M', last_name: 'B', email: 'm@x.zm' } } } });
    await expect(login(payload)).rejects.toMatchObject({ name: 'ApiError', kind: 'parse' });
  });

  it('turns a 4xx into an ApiError with the server message', async () => {
    stubFetch({ status: 422, body: { message: 'Invalid Login Credentials' } });
    const error: unknown = await login(payload).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 422, serverMessage: 'Invalid Login Credentials' });
  });
});

describe('register', () => {
  const payload = {
    first_name: 'Mwila',
    last_name: 'Banda',
    email: 'mwila@example.com',
    code: '+260',
    phone: '0977123456',
    password: 'secret',
    role: 'customer' as const,
  };

  it('posts the registration to {api}/register, with the bearer token when signed in', async () => {
    signIn();
    const stub = stubFetch({ body: { success: true, message: 'Registered' } });

    await expect(register(payload)).resolves.toEqual({ success: true, message: 'Registered' });

    const request = stub.only();
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe(`${API_URL}/register`);
    expect(request.body).toEqual(payload);
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('rejects an answer without a success flag', async () => {
    stubFetch({ body: { message: 'ok' } });
    await expect(register(payload)).rejects.toMatchObject({ kind: 'parse' });
  });

  it('reads the server message of a 4xx', async () => {
    stubFetch({ status: 400, body: { message: 'Email already taken' } });
    await expect(register(payload)).rejects.toMatchObject({ kind: 'http', serverMessage: 'Email already taken' });
  });
});

describe('logout', () => {
  it("posts to {api}/logout with the session's token, so the server ends that session", async () => {
    signIn();
    const stub = stubFetch({ body: { success: true, message: 'Logged out successfully' } });
    await logout();
    const request = stub.only();
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe(`${API_URL}/logout`);
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('posts with no token of its own when the session is in its cookie, which the browser sends', async () => {
    storefrontStore.set(sessionAtom, { user: { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com' } });
    const stub = stubFetch({ body: { success: true, message: 'Logged out successfully' } });
    await logout();
    const request = stub.only();
    expect(request.url.href).toBe(`${API_URL}/logout`);
    expect(request.headers.get('authorization')).toBeNull();
  });

  it('fails with an ApiError, and a refused token is not taken for an expired session', async () => {
    signIn();
    storefrontStore.set(sessionExpiredAtom, false);
    stubFetch({ status: 401, body: { message: 'Unauthenticated.' } });
    await expect(logout()).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 401 });
    expect(storefrontStore.get(sessionExpiredAtom)).toBe(false);
    expect(storefrontStore.get(sessionAtom)).not.toBeNull();
  });
});
