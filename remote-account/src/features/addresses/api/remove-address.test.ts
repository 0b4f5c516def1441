import { fakeApi, setTestSession } from '@storefront/testing';
import { createStore } from 'jotai';
import { removeAddress } from './remove-address';

beforeEach(() => setTestSession(createStore()));

describe('removeAddress', () => {
  it("deletes the address with the bearer token and says 'Address removed successfully'", async () => {
    const api = fakeApi({ 'DELETE /address/a%201': { status: 204 } });
    await expect(removeAddress('a 1')).resolves.toEqual({ ok: true, message: 'Address removed successfully' });
    expect(api.sentTo('DELETE /address/a%201')[0]?.headers.get('authorization')).toBe('Bearer test-token');
  });

  it("says 'Failed to remove address' when the server refuses or answers success: false", async () => {
    fakeApi({ 'DELETE /address/a-1': { status: 500, body: { message: 'Server Error' } } });
    await expect(removeAddress('a-1')).resolves.toEqual({ ok: false, message: 'Failed to remove address' });
    fakeApi({ 'DELETE /address/a-1': { body: { success: false, message: 'Not yours' } } });
    await expect(removeAddress('a-1')).resolves.toEqual({ ok: false, message: 'Failed to remove address' });
  });
});
