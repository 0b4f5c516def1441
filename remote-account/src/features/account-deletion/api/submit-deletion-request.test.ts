import { fakeApi, setTestSession } from '@storefront/testing';
import { createStore } from 'jotai';
import { submitDeletionRequest } from './submit-deletion-request';

beforeEach(() => setTestSession(createStore()));

describe('submitDeletionRequest', () => {
  it('sends the password and reason with the bearer token', async () => {
    const api = fakeApi({ 'POST /user/request-deletion': { body: { success: true, message: 'We will miss you.' } } });
    await expect(submitDeletionRequest({ password: 'secret', reason: 'Moving' })).resolves.toEqual({
      ok: true,
      message: 'Your account has been deleted.',
    });
    const [request] = api.sentTo('POST /user/request-deletion');
    expect(request?.body).toEqual({ password: 'secret', reason: 'Moving' });
    expect(request?.headers.get('authorization')).toBe('Bearer test-token');
  });

  it("says the account is deleted, not that a request was submitted, whatever the server's words", async () => {
    fakeApi({ 'POST /user/request-deletion': { body: { success: true, message: 'Account deletion request submitted successfully' } } });
    await expect(submitDeletionRequest({ password: 'secret' })).resolves.toEqual({ ok: true, message: 'Your account has been deleted.' });
    fakeApi({ 'POST /user/request-deletion': { body: { success: true } } });
    await expect(submitDeletionRequest({ password: 'secret' })).resolves.toEqual({ ok: true, message: 'Your account has been deleted.' });
  });

  it.each([
    [{ status: 422, body: { success: false, message: 'The password is incorrect.' } }, 'The password is incorrect.'],
    [{ status: 409, body: { success: false, message: 'Your wallet still holds ZK 344.75.' } }, 'Your wallet still holds ZK 344.75.'],
    [{ body: { success: false, message: 'Pending orders.' } }, 'Pending orders.'],
    [{ body: { success: false } }, 'Failed to request account deletion'],
    [{ status: 500 }, 'Failed to request account deletion'],
    ['network-error' as const, 'Failed to request account deletion'],
  ])('fails with the server message, else the spec text (%j)', async (answer, message) => {
    fakeApi({ 'POST /user/request-deletion': answer });
    await expect(submitDeletionRequest({ password: 'secret' })).resolves.toEqual({ ok: false, message });
  });
});
