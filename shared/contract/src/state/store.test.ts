import { createStore } from 'jotai';
import type { Product } from '../boundary/meal';
import {
  addToCartAtom,
  CART_STORAGE_KEY,
  cartCountAtom,
  cartLinesAtom,
  cartOpenAtom,
  clearCartAtom,
  decrementCartLineAtom,
  incrementCartLineAtom,
  removeCartLineAtom,
  SESSION_STORAGE_KEY,
  sessionAtom,
} from './store';

type StoreModule = typeof import('./store');

/** The store module as a page load creates it: its atoms read localStorage when they are made. */
function afterReload(): StoreModule {
  let fresh: StoreModule | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual<StoreModule>('./store');
  });
  if (!fresh) throw new Error('store module did not load');
  return fresh;
}

const meal: Product = {
  id: 7,
  uuid: 'meal-7',
  name: 'Village chicken',
  description: null,
  price: 120,
  preparation_time: 1,
  image: [{ url: 'http://img/1.svg', name: 'plate' }],
  category: { name: 'Local' },
  vendor: { uuid: 'v1', name: 'Mama Kitchen' },
};

const session = { token: 'tok-1', user: { first_name: 'Mutale', last_name: 'Banda', email: 'mutale@example.com' } };

describe('the cart in the store', () => {
  it('adds, opens the drawer and persists under cart-storage', () => {
    const store = createStore();
    store.set(addToCartAtom, meal);
    store.set(addToCartAtom, meal);
    expect(store.get(cartCountAtom)).toBe(2);
    expect(store.get(cartOpenAtom)).toBe(true);
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as { items: { id: string; quantity: number }[] };
    expect(stored.items).toEqual([expect.objectContaining({ id: 'meal-7', quantity: 2 })]);
  });

  it('increments, decrements never below 1, removes and clears', () => {
    const store = createStore();
    store.set(addToCartAtom, meal);
    store.set(incrementCartLineAtom, 'meal-7');
    store.set(decrementCartLineAtom, 'meal-7');
    store.set(decrementCartLineAtom, 'meal-7');
    expect(store.get(cartCountAtom)).toBe(1);
    store.set(removeCartLineAtom, 'meal-7');
    expect(store.get(cartLinesAtom)).toEqual([]);
    store.set(addToCartAtom, meal);
    store.set(clearCartAtom);
    expect(store.get(cartLinesAtom)).toEqual([]);
  });

  it('reads a stored cart back in a new store, as after a reload', () => {
    createStore().set(addToCartAtom, meal);
    const reloaded = afterReload();
    expect(reloaded.storefrontStore.get(reloaded.cartCountAtom)).toBe(1);
  });

  it('drops a corrupt or outdated stored cart instead of failing', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    let reloaded = afterReload();
    expect(reloaded.storefrontStore.get(reloaded.cartLinesAtom)).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { items: [{ id: 1 }] }, version: 0 }));
    reloaded = afterReload();
    expect(reloaded.storefrontStore.get(reloaded.cartLinesAtom)).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});

describe('the session in the store', () => {
  it('persists under session and is read back', () => {
    createStore().set(sessionAtom, session);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
    const reloaded = afterReload();
    expect(reloaded.storefrontStore.get(reloaded.sessionAtom)).toEqual(session);
  });

  it('reads back a session of the user alone (its token is in an HttpOnly cookie), and drops one without a user', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: session.user }));
    const withUser = afterReload();
    expect(withUser.storefrontStore.get(withUser.sessionAtom)).toEqual({ user: session.user });
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'abc' }));
    const reloaded = afterReload();
    expect(reloaded.storefrontStore.get(reloaded.sessionAtom)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('follows a change made in another tab', () => {
    const store = createStore();
    const unsubscribe = store.sub(sessionAtom, () => undefined);
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: JSON.stringify(session), storageArea: localStorage }));
    expect(store.get(sessionAtom)).toEqual(session);
    unsubscribe();
  });
});
