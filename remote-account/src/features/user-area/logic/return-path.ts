/** The query parameter of the sign-in page that says where to go once signed in. */
export const RETURN_PARAM = 'redirectTo';

/**
 * The sign-in page for a visitor who opened a page that needs a session: it brings them back to
 * that page once signed in (an order's link shared to the customer). In the address, so that the
 * server's redirect carries it as well as the browser's.
 */
export function signInPath(pathname: string, search = ''): string {
  return `/auth/login?${new URLSearchParams({ [RETURN_PARAM]: `${pathname}${search}` }).toString()}`;
}

/**
 * Where to go once signed in: the page that asked for a session (the sign-in page's `redirectTo`),
 * or home. Only a path of this site, never an address elsewhere or a sign-in page.
 */
export function returnPath(search: URLSearchParams | string): string {
  const from = new URLSearchParams(search).get(RETURN_PARAM);
  if (from === null || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return '/';
  if (from === '/auth' || from.startsWith('/auth/') || from.startsWith('/auth?')) return '/';
  return from;
}
