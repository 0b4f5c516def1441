/**
 * @jest-environment node
 */
import { productSchema } from '../../boundary/meal';
import { setRuntimeConfig } from '../../config/runtime-config';
import { apiAccess, endCustomerSession, pageStore, serveApiFrom, startCustomerSession } from '../api-access';
import { addToCartAtom, cartCountAtom, createStorefrontStore, sessionAtom, sessionExpiredAtom, storefrontStore } from '../store';

const meal = productSchema.parse({ id: 1, uuid: 'm-1', name: 'Nshima', price: 40, vendor: { uuid: 'v-1', name: 'Mama Kitchen' } });

describe('the state on a server, where there is no visitor storage', () => {
  it('starts every store empty and signed out, and one store never sees what another holds', () => {
    const first = createStorefrontStore();
    const second = createStorefrontStore();
    first.set(addToCartAtom, meal);
    expect(first.get(cartCountAtom)).toBe(1);
    expect(second.get(cartCountAtom)).toBe(0);
    expect(second.get(sessionAtom)).toBeNull();
  });

  it('sends reads to the addresses it is given, never with a session', () => {
    setRuntimeConfig({ apiUrl: '/api', contentUrl: '/api', remotes: { shop: 'x', account: 'x', content: 'x', careers: 'x' } });
    storefrontStore.set(sessionAtom, { token: 'secret', user: { first_name: 'Chanda', last_name: 'Mwale', email: 'c@example.com' } });
    serveApiFrom({ apiUrl: 'http://api:4000/api', contentUrl: 'http://api:4000/api' });
    expect(apiAccess.apiUrl()).toBe('http://api:4000/api');
    expect(apiAccess.contentUrl()).toBe('http://api:4000/api');
    expect(apiAccess.bearerToken()).toBeUndefined();
  });
});

describe('the reads of a server answering a customer', () => {
  it("carry the token of the request being answered, and a refused token ends that request's session alone", () => {
    const first = { store: createStorefrontStore(), token: 'first-token' };
    const second = { store: createStorefrontStore(), token: 'second-token' };
    let answering: typeof first | undefined;
    serveApiFrom({ apiUrl: 'http://api:4000/api', contentUrl: 'http://api:4000/api' }, () => answering);
    first.store.set(sessionAtom, { user: { first_name: 'Chanda', last_name: 'Mwale', email: 'c@example.com' } });
    second.store.set(sessionAtom, { user: { first_name: 'Mutale', last_name: 'Banda', email: 'm@example.com' } });

    answering = first;
    expect(apiAccess.bearerToken()).toBe('first-token');
    expect(pageStore()).toBe(first.store);
    apiAccess.tokenRefused();
    expect(apiAccess.bearerToken()).toBeUndefined();
    expect(first.store.get(sessionAtom)).toBeNull();
    expect(first.store.get(sessionExpiredAtom)).toBe(true);

    answering = second;
    expect(apiAccess.bearerToken()).toBe('second-token');
    expect(second.store.get(sessionAtom)?.user.first_name).toBe('Mutale');
    answering = undefined;
    expect(apiAccess.bearerToken()).toBeUndefined();
    expect(pageStore()).not.toBe(storefrontStore);
  });
});

describe('signing in and out on a server', () => {
  it("changes the request's session alone: its token (whose cookie the answer sets) and the page's copy", () => {
    const request = { store: createStorefrontStore(), token: undefined as string | undefined };
    const other = { store: createStorefrontStore(), token: 'other-token' };
    let answering: typeof request | undefined = request;
    serveApiFrom({ apiUrl: 'http://api:4000/api', contentUrl: 'http://api:4000/api' }, () => answering);
    const user = { first_name: 'Chanda', last_name: 'Mwale', email: 'c@example.com' };
    startCustomerSession('new-token', user);
    expect(request.token).toBe('new-token');
    expect(request.store.get(sessionAtom)).toEqual({ user });
    expect(other.token).toBe('other-token');
    endCustomerSession();
    expect(request.token).toBeUndefined();
    expect(request.store.get(sessionAtom)).toBeNull();
    answering = undefined;
  });
});
