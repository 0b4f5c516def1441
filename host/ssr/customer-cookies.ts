import { expiredSessionCookieAttributes, SESSION_COOKIE_NAME as SESSION_COOKIE } from '@storefront/api-client/session-cookie';
import { parse, serialize } from 'cookie';

/** The cart's cookie, which the page's store writes (cart-cookie.ts in the contract). */
const CART_COOKIE = 'cart';

/** The session token a request's cookies carry (the api sets the cookie at sign-in; HttpOnly: only servers read it). */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parse(cookieHeader)[SESSION_COOKIE] || undefined;
}

/**
 * Whether a request comes with a customer's own state (a session or a cart): its page is theirs
 * alone, never kept for or served to anyone else.
 */
export function carriesCustomer(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  const cookies = parse(cookieHeader);
  return Boolean(cookies[SESSION_COOKIE] || cookies[CART_COOKIE]);
}

/** Clears a session cookie the api refused, with the attributes it was set with. */
export function endedSessionCookie(publicOrigin: string): string {
  return serialize(SESSION_COOKIE, '', expiredSessionCookieAttributes(publicOrigin.startsWith('https:')));
}
