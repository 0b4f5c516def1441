import { sitePathOrNull } from '@storefront/ui';

/** The query parameter of the sign-in page that says where to go once signed in. */
export const RETURN_PARAM = 'redirectTo';

/** Pages opened from a link the customer was sent (an order's), which sign-in brings them back to. */
const LINKED_PAGES = /^\/user\/orders\//;

/**
 * The sign-in page for a visitor who opened a page that needs a session. The account's own pages
 * send them to `/auth/login` itself, which leads home once signed in; an order's link (shared to the
 * customer) brings them back to that order, through the address, so that the server's redirect
 * carries it as well as the browser's.
 */
export function signInPath(pathname: string, search = ''): string {
  return LINKED_PAGES.test(pathname) ? signInAndBackPath(pathname, search) : '/auth/login';
}

/** The sign-in page that brings the customer back to `pathname` once signed in (their session ended while it was open). */
export function signInAndBackPath(pathname: string, search = ''): string {
  return `/auth/login?${new URLSearchParams({ [RETURN_PARAM]: `${pathname}${search}` }).toString()}`;
}

/**
 * Where to go once signed in: the page that asked for a session (the sign-in page's `redirectTo`),
 * or home. Only a path of this site, never an address elsewhere or a sign-in page.
 */
export function returnPath(search: URLSearchParams | string): string {
  const from = sitePathOrNull(new URLSearchParams(search).get(RETURN_PARAM));
  if (from === null) return '/';
  if (from === '/auth' || from.startsWith('/auth/') || from.startsWith('/auth?')) return '/';
  return from;
}
