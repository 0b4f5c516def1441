import { expiredSessionCookieAttributes, SESSION_COOKIE_NAME as SESSION_COOKIE, sessionCookieAttributes } from '@storefront/api-client/session-cookie';
import { customerToastSchema, type CustomerToast } from '@storefront/contract';
import { parse, serialize } from 'cookie';

/** Written by the page's store (cart-cookie.ts in the contract). */
const CART_COOKIE = 'cart';

/** An action's message for the page its redirect leads to, which shows it and clears it. */
const TOAST_COOKIE = 'toast';

/** Long enough for the redirect to be followed on a slow connection, short enough never to greet a later visit. */
const TOAST_COOKIE_MAX_AGE_S = 120;

/** The api sets the cookie at sign-in, HttpOnly: only servers read it. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parse(cookieHeader)[SESSION_COOKIE] || undefined;
}

/** Such a request's page is theirs alone, never kept for or served to anyone else. */
export function carriesCustomer(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  const cookies = parse(cookieHeader);
  return Boolean(cookies[SESSION_COOKIE] || cookies[CART_COOKIE] || cookies[TOAST_COOKIE]);
}

export function toastOf(cookieHeader: string | undefined): CustomerToast | undefined {
  const value = cookieHeader ? parse(cookieHeader)[TOAST_COOKIE] : undefined;
  if (!value) return undefined;
  try {
    const parsed = customerToastSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Leaves `toast` for the next page, or clears the one shown. */
export function toastCookieHeader(toast: CustomerToast | undefined, secure: boolean): string {
  const attributes = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
  return toast
    ? serialize(TOAST_COOKIE, JSON.stringify(toast), { ...attributes, maxAge: TOAST_COOKIE_MAX_AGE_S })
    : serialize(TOAST_COOKIE, '', { ...attributes, maxAge: 0, expires: new Date(0) });
}

export function sessionCookieHeader(token: string | undefined, secure: boolean): string {
  return token ? serialize(SESSION_COOKIE, token, sessionCookieAttributes(secure)) : serialize(SESSION_COOKIE, '', expiredSessionCookieAttributes(secure));
}
