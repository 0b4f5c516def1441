/**
 * @jest-environment node
 */
import { productSchema } from '../../boundary/meal';
import { setRuntimeConfig } from '../../config/runtime-config';
import { apiAccess, serveApiFrom } from '../api-access';
import { addToCartAtom, cartCountAtom, createStorefrontStore, sessionAtom, storefrontStore } from '../store';

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
