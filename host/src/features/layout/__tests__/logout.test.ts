import { SESSION_STORAGE_KEY, sessionAtom, storefrontStore } from '@storefront/contract';
import { fakeApi } from '@storefront/testing';
import { logout } from '../logout';

const signedIn = { token: 't', user: { first_name: 'A', last_name: 'B', email: 'a@b.co' } };

describe('logout', () => {
  it('ends the session on the server, then removes the stored session and reloads', async () => {
    storefrontStore.set(sessionAtom, signedIn);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    const api = fakeApi({ 'POST /logout': { body: { success: true, message: 'Logged out successfully' } } });
    const reload = jest.fn();
    await logout(reload);
    const [request] = api.sentTo('POST /logout');
    expect(request?.headers.get('authorization')).toBe('Bearer t');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(storefrontStore.get(sessionAtom)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([[{ status: 500 }], ['network-error' as const]])('signs out of the browser all the same when the call fails (%j)', async (answer) => {
    storefrontStore.set(sessionAtom, signedIn);
    fakeApi({ 'POST /logout': answer });
    const reload = jest.fn();
    await logout(reload);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(storefrontStore.get(sessionAtom)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
