/** @jest-environment node */
import '../../test-support/memory-local-storage';
import { API_URL, signIn, stubFetch, useTestRuntime } from '@storefront/testing';
import { getWalletBalance, initiateTopup } from '../wallet';

beforeEach(() => {
  useTestRuntime();
  signIn();
});

describe('getWalletBalance', () => {
  it('gets {api}/wallet/balance with the bearer token and turns a string balance into a number', async () => {
    const stub = stubFetch({ body: { balance: '150.75' } });
    await expect(getWalletBalance()).resolves.toBe(150.75);
    const request = stub.only();
    expect(request.method).toBe('GET');
    expect(request.url.href).toBe(`${API_URL}/wallet/balance`);
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('accepts a numeric balance', async () => {
    stubFetch({ body: { balance: 20 } });
    await expect(getWalletBalance()).resolves.toBe(20);
  });

  it.each([
    ['a server error', { status: 500, body: { message: 'boom' } }],
    ['a malformed balance', { body: { balance: 'lots' } }],
    ['a missing balance', { body: {} }],
  ])('is 0 on %s', async (_case, answer) => {
    stubFetch(answer);
    await expect(getWalletBalance()).resolves.toBe(0);
  });
});

describe('initiateTopup', () => {
  it('posts the amount to {api}/wallet/initiate-topup and returns the link', async () => {
    const stub = stubFetch({ body: { success: true, data: { payment_link: 'https://pay.test/t/1' }, message: 'Go pay' } });
    await expect(initiateTopup({ amount: 100 })).resolves.toEqual({
      success: true,
      data: { payment_link: 'https://pay.test/t/1' },
      message: 'Go pay',
    });
    const request = stub.only();
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe(`${API_URL}/wallet/initiate-topup`);
    expect(request.body).toEqual({ amount: 100 });
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('returns success false with the error as an answer', async () => {
    stubFetch({ body: { success: false, error: 'Provider unavailable' } });
    await expect(initiateTopup({ amount: 100 })).resolves.toEqual({ success: false, error: 'Provider unavailable' });
  });

  it('passes the server error of a 4xx', async () => {
    stubFetch({ status: 422, body: { error: 'Amount too small' } });
    await expect(initiateTopup({ amount: 1 })).rejects.toMatchObject({ kind: 'http', serverMessage: 'Amount too small' });
  });

  it('rejects a payment link that is not http(s)', async () => {
    stubFetch({ body: { success: true, data: { payment_link: 'javascript:alert(1)' } } });
    await expect(initiateTopup({ amount: 100 })).rejects.toMatchObject({ kind: 'parse' });
  });
});
