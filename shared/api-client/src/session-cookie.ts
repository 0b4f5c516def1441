// The session cookie, defined once for everything that writes it: the backend, which sets it at
// sign-in, and the storefront's server, which serializes the same cookie with the `cookie` package.
// Plain constants and functions, so every side can import it without pulling anything else in.

/** The cookie's name; its value is the session's bearer token. */
export const SESSION_COOKIE_NAME = 'session';

/** How long a sign-in lasts, in seconds: the cookie's Max-Age and the server's session lifetime. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** The attributes of the session cookie, in the shape `cookie`'s serialize and `@fastify/cookie` take. */
export interface SessionCookieAttributes {
  /** Scripts never read the token: only the browser sends it back. */
  httpOnly: true;
  /** Sent with the site's own requests and with links followed from elsewhere, never with another site's form posts. */
  sameSite: 'lax';
  path: '/';
  /** True when the site is served over https (behind a proxy: as the browser reached it). */
  secure: boolean;
  /** Seconds. */
  maxAge: number;
  expires?: Date;
}

/** The cookie that keeps a session, for a site reached over https (`secure`) or not. */
export function sessionCookieAttributes(secure: boolean): SessionCookieAttributes {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: SESSION_LIFETIME_SECONDS };
}

/**
 * The same cookie already expired, which makes the browser drop it (sign-out, a refused session).
 * Same path and `secure` as the one it replaces: a browser keeps a secure cookie against a clearing
 * one that is not.
 */
export function expiredSessionCookieAttributes(secure: boolean): SessionCookieAttributes {
  return { ...sessionCookieAttributes(secure), maxAge: 0, expires: new Date(0) };
}
