import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect-database';
import { unauthenticated } from '../http/http-error';
import { refuseCrossSiteChange } from '../http/same-origin';
import { forgetSessionCookie, markSignedIn, sessionCookieToken } from './session-cookie';
import { findSignedInUser, type SignedInUser } from './sessions';

/** The token the request signs in with: its Authorization header when it has one, else its session cookie. */
function requestToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) {
    const token = sessionCookieToken(request);
    // Only the cookie is sent by the browser on its own, so only the cookie needs the site's word.
    if (token !== null) refuseCrossSiteChange(request);
    return token;
  }
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
}

/**
 * The signed-in user of a request carrying `Authorization: Bearer <token>` or, without that header,
 * the session cookie. A missing, malformed, unknown or expired token answers 401
 * `{ success: false, message: 'Unauthenticated.' }`, which makes the storefront end its stored
 * session, and clears the cookie when the request carried one. A cookie alone does not change
 * anything when another site sent the request (403, http/same-origin).
 */
export async function requireUser(db: Db, request: FastifyRequest): Promise<SignedInUser> {
  const token = requestToken(request);
  const user = token === null ? null : await findSignedInUser(db, token);
  if (!user) {
    forgetSessionCookie(request);
    throw unauthenticated();
  }
  markSignedIn(request);
  return user;
}
