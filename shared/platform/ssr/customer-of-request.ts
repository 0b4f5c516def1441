import { ApiError, getProduct, getProfile } from '@storefront/api-client';
import {
  cartCookieHeader,
  cartCookieValueOf,
  customerCartOf,
  customerToastOf,
  readCartCookie,
  sessionAtom,
  type CartCookieValue,
  type CartLine,
  type CustomerState,
  type ServerRequest,
} from '@storefront/contract';
import { sessionCookieHeader, toastCookieHeader, toastOf } from './customer-cookies';

const isGone = (error: unknown) => error instanceof ApiError && error.kind === 'http' && error.status === 404;

/** A gone meal leaves the cart; a price never comes from the cookie. Null when the catalogue does not answer. */
async function linesOf(cart: CartCookieValue): Promise<CartLine[] | null> {
  try {
    const lines = await Promise.all(
      cart.items.map(async ([uuid, quantity]) => {
        try {
          const meal = await getProduct(uuid);
          return { ...meal, id: meal.uuid, quantity };
        } catch (error) {
          if (isGone(error)) return null;
          throw error;
        }
      }),
    );
    return lines.filter((line): line is CartLine => line !== null);
  } catch {
    return null;
  }
}

/** Runs inside the request's context, whose token the API client sends. */
export async function customerOfRequest(cookieHeader: string | undefined, request: ServerRequest): Promise<CustomerState> {
  const [user, cart] = await Promise.all([
    // A refused token is a signed-out visitor (the API client ends the request's session); an api
    // that does not answer leaves the session to what the browser knows.
    request.token ? getProfile().catch(() => (request.token ? undefined : null)) : null,
    readCartCookie(cookieHeader ?? null),
  ]);
  const lines = cart ? await linesOf(cart) : null;
  const toast = toastOf(cookieHeader);
  return {
    session: user ? { user: { first_name: user.first_name, last_name: user.last_name, email: user.email } } : user,
    cart: cart && lines ? { lines, type: cart.type, tip: cart.tip, address: cart.address } : null,
    ...(toast ? { toast } : {}),
  };
}

/** What the request did not touch stays as it came: a session the server could not tell, a cart with no cookie. */
export function customerAfter(request: ServerRequest, before: CustomerState, tokenBefore: string | undefined): CustomerState {
  const session = request.store.get(sessionAtom);
  const cart = customerCartOf(request.store);
  const cartUntouched = before.cart === null && cart.lines.length === 0 && cart.type === 'delivery' && cart.tip === null && cart.address === null;
  const sessionUntouched = before.session === undefined && request.token === tokenBefore;
  const toast = customerToastOf(request.store);
  return {
    session: sessionUntouched ? undefined : session && { user: session.user },
    cart: cartUntouched ? null : cart,
    ...(toast ? { toast } : {}),
  };
}

/** A redirect keeps the customer's message for the page it leads to; a page, showing it, clears it. */
export async function cookiesToSet(request: ServerRequest, before: CustomerState, tokenBefore: string | undefined, secure: boolean, answer: 'page' | 'redirect'): Promise<string[]> {
  const cookies: string[] = [];
  if (request.token !== tokenBefore) cookies.push(sessionCookieHeader(request.token, secure));
  const after = customerAfter(request, before, tokenBefore);
  const cookieValueOf = (state: CustomerState) => JSON.stringify(state.cart && cartCookieValueOf(state.cart.lines, state.cart.type, state.cart));
  if (after.cart && cookieValueOf(after) !== cookieValueOf(before)) cookies.push(await cartCookieHeader(after.cart.lines, after.cart.type, secure, after.cart));
  const toastChanged = JSON.stringify(after.toast) !== JSON.stringify(before.toast);
  if (answer === 'redirect' && after.toast && toastChanged) cookies.push(toastCookieHeader(after.toast, secure));
  if (answer === 'page' && before.toast) cookies.push(toastCookieHeader(undefined, secure));
  return cookies;
}
