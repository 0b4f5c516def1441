import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SESSION_COOKIE_NAME,
  expiredSessionCookieAttributes,
  sessionCookieAttributes,
} from '@storefront/api-client/session-cookie';
import type { Db } from '../db/connect-database';
import { comesFromThisSite } from '../http/same-origin';
import { isLiveSession } from './sessions';

/** Requests whose session cookie was refused: their answer clears it. */
const refusedCookies = new WeakSet<FastifyRequest>();
/** Requests answered for a signed-in customer: no cache keeps their answer. */
const signedInRequests = new WeakSet<FastifyRequest>();

/**
 * The session cookie beside the bearer token: the storefront's server, which proxies /api under
 * the site's own origin, reads it to render the customer's pages, and the browser need not keep
 * the token where scripts can read it. Its attributes are api-client's, which the storefront's
 * server writes the same cookie with.
 */
export function registerSessionCookie(app: FastifyInstance): void {
  void app.register(fastifyCookie);
  app.addHook('onSend', async (request, reply, payload) => {
    if (refusedCookies.has(request)) clearSessionCookie(request, reply);
    // The cookie goes with every request of the browser, so a shared cache must never keep what
    // one customer's answer said; their own browser need not either.
    if (signedInRequests.has(request) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'private, no-store');
    return payload;
  });
}

/** The token of the request's session cookie, or null when it has none. */
export function sessionCookieToken(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE_NAME];
  return token === undefined || token === '' ? null : token;
}

/** Secure when the browser reached the site over https (behind the host's proxy, as it says). */
function isHttps(request: FastifyRequest): boolean {
  return request.protocol.toLowerCase() === 'https';
}

/**
 * Sets the session cookie for a new sign-in, only when the site's own page asked: another site's
 * form could otherwise sign the browser into an account of the other site's choosing.
 */
export function offerSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  if (comesFromThisSite(request)) reply.setCookie(SESSION_COOKIE_NAME, token, sessionCookieAttributes(isHttps(request)));
}

/** Makes the browser drop its session cookie (sign-out, account deletion). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(SESSION_COOKIE_NAME, '', expiredSessionCookieAttributes(isHttps(request)));
}

/** After sessions were ended (a password changed or reset): drops the cookie if its session was one of them. */
export async function clearSessionCookieIfEnded(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionCookieToken(request);
  if (token !== null && !(await isLiveSession(db, token))) clearSessionCookie(request, reply);
}

/** The request carried a session cookie that was refused: its answer clears it. */
export function forgetSessionCookie(request: FastifyRequest): void {
  if (sessionCookieToken(request) !== null) refusedCookies.add(request);
}

/** The request is answered for a signed-in customer. */
export function markSignedIn(request: FastifyRequest): void {
  signedInRequests.add(request);
}
