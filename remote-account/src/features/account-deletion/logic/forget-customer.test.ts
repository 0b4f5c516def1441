import { CART_STORAGE_KEY, SESSION_STORAGE_KEY, addToCartAtom, cartLinesAtom, sessionAtom, type Product } from '@storefront/contract';
import { setTestSession } from '@storefront/testing';
import { createStore } from 'jotai';
import { forgetCustomer } from './forget-customer';

const meal: Product = {
  id: 1,
  uuid: 'meal-1',
  name: 'Nshima with beef',
  description: null,
  price: 85,
  preparation_time: 1,
  image: [],
  category: { name: 'Local' },
  vendor: { uuid: 'v1', name: 'Mama Kitchen' },
};

it('ends the session and the cart, and clears what the storefront stored in the browser', () => {
  const store = createStore();
  setTestSession(store);
  store.set(addToCartAtom, meal);
  localStorage.setItem('checkout-tip', '10');
  sessionStorage.setItem('scroll-positions', '{}');
  expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();

  forgetCustomer(store);

  expect(store.get(sessionAtom)).toBeNull();
  expect(store.get(cartLinesAtom)).toEqual([]);
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
});
