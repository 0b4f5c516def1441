/** @jest-environment node */
import '../../test-support/memory-local-storage';
import { z } from 'zod/mini';
import { signIn, signOut, stubFetch, useTestRuntime } from '@storefront/testing';
import { sessionAtom, sessionExpiredAtom, storefrontStore, toastAtom } from '@storefront/contract';
import { ApiError, apiHttp, contentHttp, parsed } from '../http';

beforeEach(useTestRuntime);

describe('parsed', () => {
  it('ends the session when the API refuses the token', async () => {
    signIn();
    stubFetch({ status: 401, body: { message: 'Unauthenticated.' } });
    await expect(parsed(z.unknown(), () => apiHttp().get('orders'))).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(storefrontStore.get(sessionAtom)).toBeNull();
    expect(storefrontStore.get(sessionExpiredAtom)).toBe(true);
    expect(storefrontStore.get(toastAtom)?.message).toBe('Your session has expired. Please sign in again.');
    storefrontStore.set(sessionExpiredAtom, false);
  });

  it('does not call a refused sign-in an expired session', async () => {
    signOut();
    stubFetch({ status: 401, body: { message: 'Invalid Login Credentials' } });
    await expect(parsed(z.unknown(), () => apiHttp().post('login'))).rejects.toMatchObject({ status: 401 });
    expect(storefrontStore.get(sessionExpiredAtom)).toBe(false);
  });

  it('sends no bearer token to the content service', async () => {
    signIn();
    const stub = stubFetch({ body: {} });
    await parsed(z.unknown(), () => contentHttp().get('content/homepage'));
    expect(stub.only().headers.get('authorization')).toBeNull();
  });

  it('takes the server reason from `error` when there is no `message`', async () => {
    stubFetch({ status: 400, body: { error: 'Amount too small' } });
    await expect(parsed(z.unknown(), () => apiHttp().get('x'))).rejects.toMatchObject({ serverMessage: 'Amount too small' });
  });

  it('hands an empty answer to the schema as undefined', async () => {
    stubFetch({ status: 204 });
    await expect(parsed(z.undefined(), () => apiHttp().delete('x'))).resolves.toBeUndefined();
  });

  it('reports an answer that is not JSON as a parse error', async () => {
    globalThis.fetch = jest.fn(async () => new Response('<html>', { status: 200 }));
    await expect(parsed(z.unknown(), () => apiHttp().get('x'))).rejects.toMatchObject({ kind: 'parse' });
  });

  it('reports a failed connection as a network error', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const error: unknown = await parsed(z.unknown(), () => apiHttp().get('x')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network' });
  });
});
