/** @jest-environment node */
import '../../test-support/memory-local-storage';
import { API_URL, signIn, stubFetch, useTestRuntime } from '@storefront/testing';
import { getDeletionCheck, requestAccountDeletion } from '../account-deletion';
import { changePassword, getProfile, updateProfile } from '../profile';

beforeEach(() => {
  useTestRuntime();
  signIn();
});

const user = { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com', phone: '+260977123456' };

describe('profile client', () => {
  it('getProfile reads data.user of GET {api}/profile with the bearer token', async () => {
    const stub = stubFetch({ body: { success: true, data: { user: { ...user, uuid: 'u-1' } } } });
    await expect(getProfile()).resolves.toEqual(user);
    const request = stub.only();
    expect(request.method).toBe('GET');
    expect(request.url.href).toBe(`${API_URL}/profile`);
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('getProfile rejects an answer without the user', async () => {
    stubFetch({ body: { data: {} } });
    await expect(getProfile()).rejects.toMatchObject({ kind: 'parse' });
  });

  it('updateProfile puts the fields to {api}/profile and reads the success flag', async () => {
    const stub = stubFetch({ body: { success: true, message: 'Saved' } });
    await expect(updateProfile(user)).resolves.toEqual({ success: true, message: 'Saved' });
    const request = stub.only();
    expect(request.method).toBe('PUT');
    expect(request.url.href).toBe(`${API_URL}/profile`);
    expect(request.body).toEqual(user);
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('updateProfile passes the server message of a 4xx', async () => {
    stubFetch({ status: 422, body: { message: 'Phone taken' } });
    await expect(updateProfile(user)).rejects.toMatchObject({ serverMessage: 'Phone taken' });
  });

  const passwords = { current_password: 'Old-secret-1', password: 'Kafue-n3w-secret', password_confirmation: 'Kafue-n3w-secret' };

  it('changePassword posts the current password, the new one and its confirmation to {api}/profile/password', async () => {
    const stub = stubFetch({ body: { success: true } });
    await expect(changePassword(passwords)).resolves.toEqual({ success: true });
    const request = stub.only();
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe(`${API_URL}/profile/password`);
    expect(request.body).toEqual(passwords);
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it("changePassword passes the server's reason for a refusal", async () => {
    stubFetch({ status: 422, body: { success: false, message: 'Your current password is not correct.' } });
    await expect(changePassword(passwords)).rejects.toMatchObject({ serverMessage: 'Your current password is not correct.' });
  });

  it('changePassword rejects an answer without a success flag', async () => {
    stubFetch({ body: { ok: true } });
    await expect(changePassword(passwords)).rejects.toMatchObject({ kind: 'parse' });
  });
});

describe('requestAccountDeletion', () => {
  it('posts the password and reason to {api}/user/request-deletion with the bearer token', async () => {
    const stub = stubFetch({ body: { success: true, message: 'Request received' } });
    await expect(requestAccountDeletion({ password: 'secret', reason: 'Moving away' })).resolves.toEqual({
      success: true,
      message: 'Request received',
    });
    const request = stub.only();
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe(`${API_URL}/user/request-deletion`);
    expect(request.body).toEqual({ password: 'secret', reason: 'Moving away' });
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('returns success false with the server message as an answer', async () => {
    stubFetch({ body: { success: false, message: 'Wrong password' } });
    await expect(requestAccountDeletion({ password: 'bad' })).resolves.toEqual({ success: false, message: 'Wrong password' });
  });

  it('passes the server message of a 4xx', async () => {
    stubFetch({ status: 403, body: { message: 'Wrong password' } });
    await expect(requestAccountDeletion({ password: 'bad' })).rejects.toMatchObject({ kind: 'http', serverMessage: 'Wrong password' });
  });
});

describe('getDeletionCheck', () => {
  it('reads the wallet balance and unfinished orders of GET {api}/user/deletion-check with the bearer token', async () => {
    const order = { uuid: 'o-1', status: 'ontheway', payment_status: 'paid', total: '199.00' };
    const stub = stubFetch({ body: { success: true, data: { wallet_balance: '344.75', blocking_orders: [order], can_delete: false } } });
    await expect(getDeletionCheck()).resolves.toEqual({
      wallet_balance: 344.75,
      blocking_orders: [{ ...order, total: 199 }],
      can_delete: false,
    });
    const request = stub.only();
    expect(request.method).toBe('GET');
    expect(request.url.href).toBe(`${API_URL}/user/deletion-check`);
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('rejects an answer without the balance', async () => {
    stubFetch({ body: { success: true, data: { blocking_orders: [], can_delete: true } } });
    await expect(getDeletionCheck()).rejects.toMatchObject({ kind: 'parse' });
  });
});
