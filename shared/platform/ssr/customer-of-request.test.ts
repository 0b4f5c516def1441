import { addToCartAtom, cartCountAtom, cartOrderTypeAtom, cartTipAtom, createStorefrontStore, readCartCookie, seedCustomerState, showToastAtom, productSchema, serveApiFrom, sessionAtom, type ServerRequest } from '@storefront/contract';
import { API_URL, CONTENT_URL, stubFetch, useTestRuntime } from '@storefront/testing';
import { cookiesToSet, customerAfter, customerOfRequest } from './customer-of-request';

const meal = { id: 1, uuid: 'm-1', name: 'Nshima', price: 40, vendor: { uuid: 'v-1', name: 'Mama Kitchen' } };
const user = { first_name: 'Chanda', last_name: 'Mwale', email: 'c@example.com' };
/** The cart's cookie as the browser writes it (React Router's encoding: base64 of the JSON). */
const cartCookie = (items: Array<[string, number]>, type = 'delivery', choices: object = {}) =>
  `cart=${encodeURIComponent(btoa(JSON.stringify({ items, type, ...choices })))}`;

let answering: ServerRequest | undefined;
const requestFor = (token?: string): ServerRequest => {
  answering = { store: createStorefrontStore(), token };
  return answering;
};

beforeEach(() => {
  useTestRuntime();
  serveApiFrom({ apiUrl: API_URL, contentUrl: CONTENT_URL }, () => answering);
});

describe('the customer behind a request', () => {
  it('is signed in as the api knows the token, and has the cart of its cookie at the catalogue prices', async () => {
    const stub = stubFetch({ body: { data: { user: { ...user, phone: '971234567' } } } }, { body: { data: { ...meal, price: 45 } } });
    const request = requestFor('the-token');
    const customer = await customerOfRequest(`session=the-token; ${cartCookie([['m-1', 2]], 'pickup', { tip: 3, address: 'a-1' })}`, request);
    expect(customer.session).toEqual({ user });
    expect(customer.cart).toEqual({ lines: [expect.objectContaining({ id: 'm-1', quantity: 2, price: 45 })], type: 'pickup', tip: 3, address: 'a-1' });
    expect(stub.sent[0]?.headers.get('authorization')).toBe('Bearer the-token');
  });

  it('is signed out when the api refuses the token, and leaves the session to the browser when the api does not answer', async () => {
    stubFetch({ status: 401, body: { message: 'Unauthenticated.' } });
    const refused = requestFor('old-token');
    expect((await customerOfRequest('session=old-token', refused)).session).toBeNull();
    expect(refused.token).toBeUndefined();

    stubFetch({ status: 503 });
    expect((await customerOfRequest('session=the-token', requestFor('the-token'))).session).toBeUndefined();
  });

  it("drops a meal the catalogue no longer has, and leaves the cart to the browser when the catalogue does not answer", async () => {
    stubFetch({ status: 404, body: { message: 'Not found' } });
    expect((await customerOfRequest(cartCookie([['gone', 1]]), requestFor())).cart).toEqual({ lines: [], type: 'delivery', tip: null, address: null });
    stubFetch({ status: 500 });
    expect((await customerOfRequest(cartCookie([['m-1', 1]]), requestFor())).cart).toBeNull();
  });
});

describe('the cookies an answer sets', () => {
  it('sets the cart an action changed, and nothing for what no action touched', async () => {
    const request = requestFor();
    const before = { session: null, cart: null };
    expect(await cookiesToSet(request, before, undefined, true, 'redirect')).toEqual([]);
    request.store.set(addToCartAtom, productSchema.parse(meal));
    const cookies = await cookiesToSet(request, before, undefined, true, 'redirect');
    expect(cookies).toEqual([expect.stringMatching(/^cart=.+; Path=\/; SameSite=Lax; Secure$/)]);
    expect(customerAfter(request, before, undefined).cart?.lines).toHaveLength(1);
    expect(request.store.get(cartCountAtom)).toBe(1);
  });

  it('sets the cart when an action changed only its tip', async () => {
    const request = requestFor();
    const before = { session: null, cart: { lines: [], type: 'pickup' as const, tip: null, address: null } };
    request.store.set(cartOrderTypeAtom, 'pickup');
    expect(await cookiesToSet(request, before, undefined, false, 'redirect')).toEqual([]);
    request.store.set(cartTipAtom, 5);
    const [cookie] = await cookiesToSet(request, before, undefined, false, 'redirect');
    await expect(readCartCookie((cookie ?? '').split(';')[0] ?? '')).resolves.toMatchObject({ type: 'pickup', tip: 5 });
  });

  it("keeps an action's message for the page its redirect leads to, which shows it and clears it", async () => {
    const acting = requestFor();
    acting.store.set(showToastAtom, 'Added Nshima to cart', 'success');
    const [kept] = await cookiesToSet(acting, { session: null, cart: null }, undefined, false, 'redirect');
    expect(kept).toMatch(/^toast=.+; Max-Age=120; Path=\/; HttpOnly; SameSite=Lax$/);

    const cookie = (kept ?? '').split(';')[0];
    const showing = requestFor();
    const before = await customerOfRequest(cookie, showing);
    expect(before.toast).toEqual({ message: 'Added Nshima to cart', tone: 'success' });
    seedCustomerState(showing.store, before);
    expect(customerAfter(showing, before, undefined).toast).toEqual({ message: 'Added Nshima to cart', tone: 'success' });
    const [cleared] = await cookiesToSet(showing, before, undefined, false, 'page');
    expect(cleared).toMatch(/^toast=; Max-Age=0; /);
    // A page that redirects again keeps it for the next one.
    expect(await cookiesToSet(showing, before, undefined, false, 'redirect')).toEqual([]);
  });

  it('sets the session cookie an action signed in with, HttpOnly, and clears one it ended', async () => {
    const request = requestFor();
    request.token = 'new-token';
    request.store.set(sessionAtom, { user });
    const [signedIn] = await cookiesToSet(request, { session: null, cart: null }, undefined, false, 'redirect');
    expect(signedIn).toMatch(/^session=new-token; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(customerAfter(request, { session: null, cart: null }, undefined).session).toEqual({ user });

    const ended = requestFor(undefined);
    const [cleared] = await cookiesToSet(ended, { session: { user }, cart: null }, 'old-token', false, 'redirect');
    expect(cleared).toMatch(/^session=; Max-Age=0; .*Expires=Thu, 01 Jan 1970/);
  });
});
