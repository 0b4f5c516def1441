import { createStorefrontStore, serveApiFrom, sessionAtom, type ServerRequest } from '@storefront/contract';
import { fakeApi, FAKE_API_URL, testSession } from '@storefront/testing';
import { readCateringBundle } from './catering-bundle-reads';

describe("the catering bundle page's reads on the server", () => {
  let request: ServerRequest | undefined;
  const profile = (phone: string | null) => ({ body: { data: { user: { ...testSession.user, phone } } } });

  beforeEach(() => {
    serveApiFrom({ apiUrl: FAKE_API_URL, contentUrl: FAKE_API_URL }, () => request);
  });

  function signedIn() {
    const store = createStorefrontStore();
    store.set(sessionAtom, { user: testSession.user });
    request = { store, token: 'request-token' };
  }

  it("starts the form from the request's customer: the session's name and e-mail, the profile's phone in digits", async () => {
    const api = fakeApi({ 'GET /profile': profile('+260971234567') });
    signedIn();
    const { first_name, last_name, email } = testSession.user;
    await expect(readCateringBundle('2')).resolves.toEqual({ contact: { name: `${first_name} ${last_name}`, email, phone: '260971234567' } });
    expect(api.sentTo('GET /profile')[0]?.headers.get('authorization')).toBe('Bearer request-token');
  });

  it('keeps the name and e-mail when the profile cannot be read', async () => {
    fakeApi({ 'GET /profile': { status: 500, body: { message: 'down' } } });
    signedIn();
    await expect(readCateringBundle('2')).resolves.toMatchObject({ contact: { email: testSession.user.email, phone: '' } });
  });

  it('reads nothing for a visitor, and answers 404 for a bundle the storefront does not have', async () => {
    const api = fakeApi({ 'GET /profile': profile('+260971234567') });
    request = { store: createStorefrontStore(), token: undefined };
    await expect(readCateringBundle('2')).resolves.toEqual({ contact: null });
    expect(await readCateringBundle('no-such-bundle')).toMatchObject({ init: { status: 404 } });
    expect(api.sentTo('GET /profile')).toHaveLength(0);
  });
});
