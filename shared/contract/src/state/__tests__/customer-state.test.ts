import { productSchema } from '../../boundary/meal';
import { createCookie } from 'react-router-dom';
import { cartCookieHeaderOf, readCartCookie } from '../cart-cookie';
import { keepCartCookie, seedCustomerState, takeCustomerState } from '../customer-state';
import { addToCartAtom, cartAddressAtom, cartCountAtom, cartLinesAtom, cartOrderTypeAtom, cartTipAtom, createStorefrontStore, removeCartLineAtom, sessionAtom, sessionExpiredAtom, toastAtom } from '../store';

const meal = productSchema.parse({ id: 1, uuid: 'm-1', name: 'Nshima', price: 40, vendor: { uuid: 'v-1', name: 'Mama Kitchen' } });
const other = productSchema.parse({ id: 2, uuid: 'm-2', name: 'Kapenta', price: 55, vendor: { uuid: 'v-1', name: 'Mama Kitchen' } });
const user = { first_name: 'Chanda', last_name: 'Mwale', email: 'c@example.com' };

beforeEach(() => localStorage.clear());

describe("the customer the server rendered a page for", () => {
  it('is what the page store holds, so the page hydrates as it was rendered', () => {
    const store = createStorefrontStore();
    store.set(addToCartAtom, other);
    takeCustomerState(store, { session: { user }, cart: { lines: [{ ...meal, id: meal.uuid, quantity: 3 }], type: 'pickup', tip: 2, address: 'a-1' } });
    expect(store.get(sessionAtom)).toEqual({ user });
    expect(store.get(cartLinesAtom).map((line) => [line.id, line.quantity])).toEqual([['m-1', 3]]);
    expect(store.get(cartOrderTypeAtom)).toBe('pickup');
    expect(store.get(cartTipAtom)).toBe(2);
    expect(store.get(cartAddressAtom)).toBe('a-1');
  });

  it('gives back, once hydrated, a cart the server did not see (no cookie yet) and a session kept with its token', () => {
    const store = createStorefrontStore();
    store.set(addToCartAtom, meal);
    store.set(sessionAtom, { token: 'older-token', user });
    const afterHydration = takeCustomerState(store, { session: null, cart: null });
    expect(store.get(cartCountAtom)).toBe(0);
    expect(store.get(sessionAtom)).toBeNull();
    afterHydration();
    expect(store.get(cartCountAtom)).toBe(1);
    expect(store.get(sessionAtom)).toEqual({ token: 'older-token', user });
  });

  it('ends a session the server no longer knows, when the browser kept no token of it', () => {
    const store = createStorefrontStore();
    store.set(sessionAtom, { user });
    takeCustomerState(store, { session: null, cart: null })();
    expect(store.get(sessionAtom)).toBeNull();
  });

  it("keeps the browser's session, from the start, when the server could not tell (the api did not answer)", () => {
    const store = createStorefrontStore();
    store.set(sessionAtom, { user });
    const afterHydration = takeCustomerState(store, { cart: null });
    expect(store.get(sessionAtom)).toEqual({ user });
    afterHydration();
    expect(store.get(sessionAtom)).toEqual({ user });
  });

  it("shows the message the server rendered the page with, before hydration, as the page shows it", () => {
    const store = createStorefrontStore();
    takeCustomerState(store, { session: null, cart: null, toast: { message: 'Added Nshima to cart', tone: 'success' } });
    expect(store.get(toastAtom)).toMatchObject({ message: 'Added Nshima to cart', tone: 'success' });
  });

  it('seeds a server store, signed out and empty when the request carried nothing', () => {
    const store = createStorefrontStore();
    seedCustomerState(store, { session: undefined, cart: null });
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(cartCountAtom)).toBe(0);
  });
});

describe("the cart's cookie", () => {
  const cookieOf = (header: string) => header.split(';')[0] ?? '';

  it('follows the cart, its order type, tip and address, with meal ids and quantities only', async () => {
    const store = createStorefrontStore();
    const written: string[] = [];
    const stop = keepCartCookie(store, (header) => written.push(header), false);
    store.set(addToCartAtom, meal);
    store.set(addToCartAtom, meal);
    store.set(addToCartAtom, other);
    store.set(cartOrderTypeAtom, 'dine-in');
    store.set(cartTipAtom, 'tip-5');
    store.set(cartAddressAtom, 'a-2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    const last = written.at(-1) ?? '';
    expect(last).toMatch(/; Path=\/; .*SameSite=Lax/i);
    expect(last).not.toMatch(/HttpOnly/i);
    await expect(readCartCookie(cookieOf(last))).resolves.toEqual({ items: [['m-1', 2], ['m-2', 1]], type: 'dine-in', tip: 'tip-5', address: 'a-2' });
    expect(decodeURIComponent(atob(decodeURIComponent(cookieOf(last).slice('cart='.length))))).not.toContain('Nshima');
  });

  it('is written Secure on an https page', async () => {
    const written: string[] = [];
    const store = createStorefrontStore();
    const stop = keepCartCookie(store, (header) => written.push(header), true);
    store.set(addToCartAtom, meal);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(written[0]).toMatch(/; Secure/);
  });

  it('is not written until the cart changes: a form on its way sets a newer one', async () => {
    const store = createStorefrontStore();
    store.set(addToCartAtom, meal);
    const written: string[] = [];
    keepCartCookie(store, (header) => written.push(header), false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(written).toEqual([]);
  });

  it('is removed while the cart is empty and for delivery, where every visit starts', async () => {
    const store = createStorefrontStore();
    const written: string[] = [];
    keepCartCookie(store, (header) => written.push(header), false);
    store.set(addToCartAtom, meal);
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.set(removeCartLineAtom, meal.uuid);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(written.at(-1)).toBe('cart=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('is read as no cart when it is not one', async () => {
    await expect(readCartCookie(null)).resolves.toBeNull();
    await expect(readCartCookie('cart=not-base64-json')).resolves.toBeNull();
    const priced = cartCookieHeaderOf({ items: [['m-1', 0]], type: 'delivery', tip: null, address: null }, false);
    await expect(readCartCookie(cookieOf(priced))).resolves.toBeNull();
  });

  it("is in React Router's cookie format, which its createCookie reads", async () => {
    const value = { items: [['m-1', 2]], type: 'pickup', tip: 'tip-5', address: 'Plot 5, Kabulonga — near the church' };
    const header = cartCookieHeaderOf({ items: [['m-1', 2]], type: 'pickup', tip: 'tip-5', address: value.address }, true);
    expect(header).toMatch(/; Max-Age=2592000; Path=\/; SameSite=Lax; Secure$/);
    await expect(createCookie('cart').parse(cookieOf(header))).resolves.toEqual(value);
    await expect(readCartCookie(`theme=dark; ${await createCookie('cart').serialize(value)}`)).resolves.toEqual(value);
  });
});

describe('a session the server refused while making the page', () => {
  it('ends in the browser too, once hydrated, with the message and the way to sign in again', () => {
    const store = createStorefrontStore();
    const afterHydration = takeCustomerState(store, { session: null, cart: null, sessionExpired: true });
    expect(store.get(sessionExpiredAtom)).toBe(false);
    afterHydration();
    expect(store.get(sessionExpiredAtom)).toBe(true);
    expect(store.get(toastAtom)).toMatchObject({ message: 'Your session has expired. Please sign in again.', tone: 'error' });
  });
});
