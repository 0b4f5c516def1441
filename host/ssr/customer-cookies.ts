import { expiredSessionCookieAttributes, SESSION_COOKIE_NAME as SESSION_COOKIE, sessionCookieAttributes } from '@storefront/api-client/session-cookie';
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

/** Sets the session cookie to `token`, or clears it (signed out, or refused by the api). */
export function sessionCookieHeader(token: string | undefined, secure: boolean): string {
  return token ? serialize(SESSION_COOKIE, token, sessionCookieAttributes(secure)) : serialize(SESSION_COOKIE, '', expiredSessionCookieAttributes(secure));
}
