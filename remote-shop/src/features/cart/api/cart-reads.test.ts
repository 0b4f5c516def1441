import { createStorefrontStore, serveApiFrom, sessionAtom, type ServerRequest } from '@storefront/contract';
import { addressFixture, fakeApi, FAKE_API_URL, testSession } from '@storefront/testing';
import { readCart } from './cart-reads';

const settings = { body: { settings: { delivery_charge_per_km: '20.00', tax: '7.50', handling_fee: '50.00' }, tips: [{ id: 1, value: 10 }] } };

describe('the cart reads on the server', () => {
  let request: ServerRequest | undefined;

  beforeEach(() => {
    // A server answering requests: the reads are the request's customer's, with their token.
    serveApiFrom({ apiUrl: FAKE_API_URL, contentUrl: FAKE_API_URL }, () => request);
  });

  it("reads the request's customer's addresses, wallet and phone with their token", async () => {
    const api = fakeApi({
      'GET /app/settings': settings,
      'GET /address': { body: { data: [addressFixture()] } },
      'GET /wallet/balance': { body: { balance: '120.50' } },
      'GET /profile': { body: { data: { user: { ...testSession.user, phone: '+260971234567', code: '+260' } } } },
    });
    const store = createStorefrontStore();
    store.set(sessionAtom, { user: testSession.user });
    request = { store, token: 'request-token' };

    const reads = await readCart();

    expect(reads).toEqual({
      customer: testSession.user.email,
      settings: { status: 'ready', rates: expect.objectContaining({ taxPercent: 7.5 }), tips: [{ id: 1, value: 10 }] },
      addresses: { status: 'success', data: [addressFixture()] },
      walletBalance: 120.5,
      phone: '+260971234567',
    });
    expect(api.sentTo('GET /address')[0]?.headers.get('authorization')).toBe('Bearer request-token');
    expect(api.sentTo('GET /wallet/balance')[0]?.headers.get('authorization')).toBe('Bearer request-token');
    expect(api.sentTo('GET /profile')[0]?.headers.get('authorization')).toBe('Bearer request-token');
  });

  it('leaves the phone to the customer when the profile has none or cannot be read', async () => {
    const signedIn = createStorefrontStore();
    signedIn.set(sessionAtom, { user: testSession.user });
    request = { store: signedIn, token: 'request-token' };
    const base = { 'GET /app/settings': settings, 'GET /address': { body: { data: [] } }, 'GET /wallet/balance': { body: { balance: 1 } } };
    fakeApi({ ...base, 'GET /profile': { body: { data: { user: { ...testSession.user, phone: null } } } } });
    expect(await readCart()).toMatchObject({ phone: null, walletBalance: 1 });
    fakeApi({ ...base, 'GET /profile': { status: 500, body: { message: 'down' } } });
    expect(await readCart()).toMatchObject({ phone: null, walletBalance: 1 });
  });

  it('reads nothing of a customer for a visitor, and no wallet or phone when not asked', async () => {
    const api = fakeApi({ 'GET /app/settings': settings, 'GET /address': { body: { data: [] } }, 'GET /wallet/balance': { body: { balance: 1 } } });
    request = { store: createStorefrontStore(), token: undefined };
    expect(await readCart()).toMatchObject({ customer: null, addresses: { status: 'signed-out' }, walletBalance: null });

    const signedIn = createStorefrontStore();
    signedIn.set(sessionAtom, { user: testSession.user });
    request = { store: signedIn, token: 'request-token' };
    expect(await readCart({ payment: false })).toMatchObject({ customer: testSession.user.email, addresses: { status: 'success' }, walletBalance: null, phone: null });
    expect(api.sentTo('GET /wallet/balance')).toHaveLength(0);
    expect(api.sentTo('GET /profile')).toHaveLength(0);
    expect(api.sentTo('GET /address')).toHaveLength(1);
  });
});
