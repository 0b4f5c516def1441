import { SESSION_STORAGE_KEY, sessionAtom, storefrontStore } from '@storefront/contract';
import { fakeApi } from '@storefront/testing';
import { logoutAction, pageLogoutWasChosenOn } from '../logout';

const signedIn = { user: { first_name: 'A', last_name: 'B', email: 'a@b.co' } };

/** The header's form, sent from `from`. */
const logoutForm = (from: string) => {
  const body = new FormData();
  body.set('from', from);
  return { request: new Request('http://localhost/logout', { method: 'POST', body }) };
};

describe('Logout', () => {
  it('ends the session on the server (the cookie goes with the call), then the page\'s, and loads the page it was chosen on again, whole', async () => {
    storefrontStore.set(sessionAtom, signedIn);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    const api = fakeApi({ 'POST /logout': { body: { success: true, message: 'Logged out successfully' } } });
    const answer = await logoutAction(logoutForm('/menu?category=Pizza'));
    expect(api.sentTo('POST /logout')).toHaveLength(1);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(storefrontStore.get(sessionAtom)).toBeNull();
    expect(answer.headers.get('Location')).toBe('/menu?category=Pizza');
    expect(answer.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it.each([[{ status: 500 }], ['network-error' as const]])('signs out of the page all the same when the call fails (%j)', async (failure) => {
    storefrontStore.set(sessionAtom, signedIn);
    fakeApi({ 'POST /logout': failure });
    const answer = await logoutAction(logoutForm('/about'));
    expect(storefrontStore.get(sessionAtom)).toBeNull();
    expect(answer.headers.get('Location')).toBe('/about');
  });

  it('goes back only to a page of this site', () => {
    expect(pageLogoutWasChosenOn('/user/dashboard')).toBe('/user/dashboard');
    for (const elsewhere of ['https://evil.example/', '//evil.example/', '/\\evil.example', null, 'menu']) {
      expect(pageLogoutWasChosenOn(elsewhere)).toBe('/');
    }
  });
});
