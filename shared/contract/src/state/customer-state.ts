import type { createStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { z } from 'zod/mini';
import { sessionSchema } from '../boundary/session';
import { cartCookieHeaderOf, cartCookieValueOf, cartOrderTypes, cartTipIdSchema, noCartChoices, type CartChoices, type CartOrderType } from './cart-cookie';
import { cartLineSchema, type CartLine } from './cart-lines';
import {
  cartAddressAtom,
  cartLinesAtom,
  cartOrderTypeAtom,
  cartTipAtom,
  SESSION_EXPIRED_MESSAGE,
  sessionAtom,
  sessionExpiredAtom,
  showToastAtom,
  storedCartAtom,
  toastAtom,
} from './store';

type Store = ReturnType<typeof createStore>;

const customerCartSchema = z.object({
  lines: z.array(cartLineSchema),
  type: z.enum(cartOrderTypes),
  tip: z.nullable(cartTipIdSchema),
  address: z.nullable(z.string()),
});
/** A cart as the server read it: its lines priced by the catalogue, the order type, tip and address chosen. */
export type CustomerCart = z.infer<typeof customerCartSchema>;

export const customerToastSchema = z.object({ message: z.string().check(z.maxLength(500)), tone: z.enum(['success', 'error', 'info']) });
export type CustomerToast = z.infer<typeof customerToastSchema>;

/**
 * What the server knows of the customer behind a request and hands to the browser with the page,
 * so both render the same: `session` without its token (null signed out, absent when the api did
 * not answer); `cart` as the catalogue has its meals now (null without a cookie); `sessionExpired`
 * when the api refused the token; `toast`, the message of this request's action or the redirect's.
 */
export const customerStateSchema = z.object({
  session: z.optional(z.nullable(sessionSchema)),
  cart: z.nullable(customerCartSchema),
  sessionExpired: z.optional(z.boolean()),
  toast: z.optional(customerToastSchema),
});
export type CustomerState = z.infer<typeof customerStateSchema>;

export const signedOutVisitor: CustomerState = { session: null, cart: null };

/** Puts a request's customer into the store its page renders with (a server's store of that request). */
export function seedCustomerState(store: Store, { session, cart, toast }: CustomerState): void {
  // Signed out, the browser's copy is removed (as at sign-out), not kept as a stored null.
  store.set(sessionAtom, session ?? RESET);
  store.set(storedCartAtom, { items: cart?.lines ?? [] });
  store.set(cartOrderTypeAtom, cart?.type ?? 'delivery');
  store.set(cartTipAtom, cart?.tip ?? null);
  store.set(cartAddressAtom, cart?.address ?? null);
  if (toast) store.set(showToastAtom, toast.message, toast.tone);
}

/** The message a store shows, as a page hands it over. */
export function customerToastOf(store: Store): CustomerToast | undefined {
  const toast = store.get(toastAtom);
  return toast ? { message: toast.message, tone: toast.tone } : undefined;
}

/** The cart as a store holds it: lines, order type, tip and address. */
export function customerCartOf(store: Store): CustomerCart {
  return { lines: store.get(cartLinesAtom), type: store.get(cartOrderTypeAtom), tip: store.get(cartTipAtom), address: store.get(cartAddressAtom) };
}

/**
 * The browser takes the customer the server rendered the page for, so the page hydrates as it was
 * rendered. A session the server could not tell (the api did not answer) stays the browser's own,
 * from the start: the page's loaders, which may run before hydration, read it. What the browser
 * kept from before the cookies existed (a cart, a session with its token) but the server did not
 * see is given back once the page has hydrated: the answer.
 */
export function takeCustomerState(store: Store, state: CustomerState): () => void {
  const localCart = store.get(cartLinesAtom);
  const localSession = store.get(sessionAtom);
  seedCustomerState(store, state.session === undefined ? { ...state, session: localSession } : state);
  return () => {
    if (state.cart === null && localCart.length > 0) store.set(storedCartAtom, { items: localCart });
    if (state.session === null && localSession?.token) store.set(sessionAtom, localSession);
    if (state.sessionExpired) {
      store.set(sessionExpiredAtom, true);
      store.set(showToastAtom, SESSION_EXPIRED_MESSAGE, 'error');
    }
  };
}

/**
 * The `Set-Cookie` header that keeps the cart's cookie as the cart is: meal ids, quantities, the
 * order type, tip and address. An empty cart for delivery, where every visit starts, has no cookie
 * (the header removes it, and the tip and address with it): a visitor's pages stay ones the server
 * may serve to everyone.
 */
export function cartCookieHeader(lines: readonly CartLine[], type: CartOrderType, secure: boolean, choices: CartChoices = noCartChoices): string {
  const value = cartCookieValueOf(lines, type, choices);
  return cartCookieHeaderOf(value.items.length === 0 && value.type === 'delivery' ? null : value, secure);
}

/**
 * Keeps the cart's cookie in step with the store, the browser's copy: at every change of the lines,
 * the order type, the tip or the address (in this tab or, through storage events, another). Nothing is written at
 * the start: the page's cart is the cookie's (the server rendered it from it), and a page whose form
 * is still on its way must not put its older cart back over the one the answer sets.
 */
export function keepCartCookie(store: Store, writeCookie: (header: string) => void, secure: boolean): () => void {
  const valueOf = (cart: CustomerCart) => JSON.stringify(cartCookieValueOf(cart.lines, cart.type, cart));
  let kept = valueOf(customerCartOf(store));
  const write = () => {
    const cart = customerCartOf(store);
    // A store set to what it held (its storage read again when first watched) changes nothing.
    if (valueOf(cart) === kept) return;
    kept = valueOf(cart);
    writeCookie(cartCookieHeader(cart.lines, cart.type, secure, cart));
  };
  const stops = [cartLinesAtom, cartOrderTypeAtom, cartTipAtom, cartAddressAtom].map((watched) => store.sub(watched, write));
  return () => {
    for (const stop of stops) stop();
  };
}
