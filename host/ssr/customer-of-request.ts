import { getProduct, getProfile } from '@storefront/api-client';
import { readCartCookie, type CartCookieValue, type CartLine, type CustomerState, type ServerRequest } from '@storefront/contract';

/**
 * The cart's lines as the catalogue has them now: a meal the catalogue no longer has leaves the
 * cart, and a price is never taken from the cookie. A catalogue that does not answer leaves the
 * line out of this page (the cookie keeps it).
 */
async function linesOf(cart: CartCookieValue): Promise<CartLine[]> {
  const lines = await Promise.all(
    cart.items.map(async ([uuid, quantity]) => {
      try {
        const meal = await getProduct(uuid);
        return { ...meal, id: meal.uuid, quantity };
      } catch {
        return null;
      }
    }),
  );
  return lines.filter((line): line is CartLine => line !== null);
}

/**
 * The customer behind a request, from its cookies: who is signed in (asked of the api with the
 * session's token, which a refused token ends) and their cart. Runs inside the request's context
 * (`request`), whose token the API client sends.
 */
export async function customerOfRequest(cookieHeader: string | undefined, request: ServerRequest): Promise<CustomerState> {
  const [user, cart] = await Promise.all([
    // A refused token is a signed-out visitor (the API client ends the request's session); an api
    // that does not answer leaves the session to what the browser knows.
    request.token ? getProfile().catch(() => (request.token ? undefined : null)) : null,
    readCartCookie(cookieHeader ?? null),
  ]);
  return {
    session: user ? { user: { first_name: user.first_name, last_name: user.last_name, email: user.email } } : user,
    cart: cart ? { lines: await linesOf(cart), type: cart.type } : null,
  };
}

