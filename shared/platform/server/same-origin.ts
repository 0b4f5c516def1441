import type { IncomingHttpHeaders } from 'node:http';

/** A client that is no browser sends neither `Origin` nor `Sec-Fetch-Site`, and acts for no customer. */
export function isFromOwnPages(headers: IncomingHttpHeaders, publicOrigin: string): boolean {
  const origin = headers.origin;
  if (origin !== undefined) {
    const ownOrigins = [new URL(publicOrigin).origin, headers.host ? `${new URL(publicOrigin).protocol}//${headers.host}` : null];
    return ownOrigins.includes(origin);
  }
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
