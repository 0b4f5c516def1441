import { atom, createStore } from 'jotai';
import { z } from 'zod/mini';
import { atomWithStorage, RESET } from 'jotai/utils';
import type { Product } from '../boundary/meal';
import type { CartOrderType, CartTipId } from './cart-cookie';
import { addLine, countItems, isFromAnotherKitchen, decrementLine, incrementLine, removeLine, storedCartSchema, type StoredCart } from './cart-lines';
import { sessionSchema, type Session } from '../boundary/session';
import { validatedStorage } from './validated-storage';

export type { CartOrderType, CartTipId } from './cart-cookie';

export const CART_STORAGE_KEY = 'cart-storage';
export const SESSION_STORAGE_KEY = 'session';

/**
 * A store of the storefront's state. A browser page has one (storefrontStore); a server makes one
 * per page it renders, so nothing of one visitor's page reaches another's.
 */
export const createStorefrontStore = () => createStore();

/** The page's one store: the host and every standalone shell render it in a Provider. */
export const storefrontStore = createStorefrontStore();

const emptyCart: StoredCart = { items: [] };

export const storedCartAtom = atomWithStorage<StoredCart>(CART_STORAGE_KEY, emptyCart, validatedStorage(storedCartSchema), {
  getOnInit: true,
});

export const cartLinesAtom = atom((get) => get(storedCartAtom).items);
export const cartCountAtom = atom((get) => countItems(get(cartLinesAtom)));
export const cartOpenAtom = atom(false);

/**
 * The cart's order type, chosen in the cart or on the menu's Delivery/Pickup toggle, so both show
 * the same one and the cart prices it. Kept in the cart's cookie (cart-cookie.ts) with the lines.
 */
export const cartOrderTypeAtom = atom<CartOrderType>('delivery');

/** The tip chosen in the cart (an id of the settings' tips), kept in the cart's cookie with the lines. */
export const cartTipAtom = atom<CartTipId | null>(null);

/** The saved address the customer chose to deliver to, kept in the cart's cookie with the lines. */
export const cartAddressAtom = atom<string | null>(null);

/**
 * A meal of another kitchen than the cart's, waiting for the customer to start a new cart or
 * keep the one they have. The cart's owner asks the question.
 */
export const kitchenSwitchAtom = atom<Product | null>(null);

/**
 * Every add opens the drawer, so the customer sees what went in. A meal of another kitchen is not mixed
 * in: it waits in `kitchenSwitchAtom`. Answers whether the meal went into the cart.
 */
export const addToCartAtom = atom(null, (get, set, product: Product): boolean => {
  set(cartOpenAtom, true);
  if (isFromAnotherKitchen(get(cartLinesAtom), product)) {
    set(kitchenSwitchAtom, product);
    return false;
  }
  set(storedCartAtom, { items: addLine(get(cartLinesAtom), product) });
  return true;
});

/**
 * The customer's answer to the kitchen question: a new cart with the waiting meal (the drawer
 * then shows it, as after any add), or the old cart, closed, to go on browsing.
 */
export const answerKitchenSwitchAtom = atom(null, (get, set, startNewCart: boolean): Product | null => {
  const product = get(kitchenSwitchAtom);
  set(kitchenSwitchAtom, null);
  if (!product || !startNewCart) {
    set(cartOpenAtom, false);
    return null;
  }
  set(storedCartAtom, { items: addLine([], product) });
  return product;
});
export const incrementCartLineAtom = atom(null, (get, set, id: string) => {
  set(storedCartAtom, { items: incrementLine(get(cartLinesAtom), id) });
});
export const decrementCartLineAtom = atom(null, (get, set, id: string) => {
  set(storedCartAtom, { items: decrementLine(get(cartLinesAtom), id) });
});
export const removeCartLineAtom = atom(null, (get, set, id: string) => {
  set(storedCartAtom, { items: removeLine(get(cartLinesAtom), id) });
});
export const clearCartAtom = atom(null, (_get, set) => {
  set(storedCartAtom, RESET);
});

export const sessionAtom = atomWithStorage<Session | null>(
  SESSION_STORAGE_KEY,
  null,
  validatedStorage(z.nullable(sessionSchema)),
  { getOnInit: true },
);
export const isSignedInAtom = atom((get) => get(sessionAtom) !== null);

export type ToastTone = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

export const toastAtom = atom<Toast | null>(null);
let toastSequence = 0;
export const showToastAtom = atom(null, (_get, set, message: string, tone: ToastTone = 'info') => {
  toastSequence += 1;
  set(toastAtom, { id: toastSequence, message, tone });
});
export const closeToastAtom = atom(null, (_get, set) => set(toastAtom, null));

/** For code outside React (the API clients) that must show a message or end the session. */
export function showToast(message: string, tone: ToastTone = 'info'): void {
  storefrontStore.set(showToastAtom, message, tone);
}
export function endSession(): void {
  storefrontStore.set(sessionAtom, RESET);
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** Set when the server refused the stored token; the host sends the customer to sign in and clears it. */
export const sessionExpiredAtom = atom(false);

/** A refused token: the session ends everywhere, with a message, and the host asks for a new sign-in. */
export function expireSession(): void {
  if (storefrontStore.get(sessionAtom) === null) return;
  endSession();
  storefrontStore.set(sessionExpiredAtom, true);
  showToast(SESSION_EXPIRED_MESSAGE, 'error');
}
