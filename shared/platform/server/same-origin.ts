import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a form sent to a page comes from the site's own pages. A browser names the page a form
 * was sent from in `Origin` (and says in `Sec-Fetch-Site` whether that page was the site's own);
 * another site's page posting a form here, with the customer's cookies, is refused. A client that
 * is no browser sends neither, and no customer's browser is acting for it.
 */
export function isFromOwnPages(headers: IncomingHttpHeaders, publicOrigin: string): boolean {
  const origin = headers.origin;
  if (origin !== undefined) {
    const ownOrigins = [new URL(publicOrigin).origin, headers.host ? `${new URL(publicOrigin).protocol}//${headers.host}` : null];
    return ownOrigins.includes(origin);
  }
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
