import { CART_STORAGE_KEY, SESSION_STORAGE_KEY, addToCartAtom, cartLinesAtom, sessionAtom } from '@storefront/contract';
import { mealFixture, setTestSession } from '@storefront/testing';
import { createStore } from 'jotai';
import { forgetCustomer } from './forget-customer';

const meal = mealFixture({ name: 'Nshima with beef' });

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
