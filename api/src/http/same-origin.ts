import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

export const CROSS_SITE_MESSAGE = 'This request came from another site.';

/** Methods that only read; every other one may change something. */
const readingMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A host as a Host or X-Forwarded-Host header gives it: a name or address and maybe a port, nothing else. */
const hostPattern = /^[A-Za-z0-9.-]+(?::\d+)?$|^\[[0-9A-Fa-f:.]+\](?::\d+)?$/;

/** 'https://shop.example' from an Origin or a scheme and host; null for anything but an http(s) origin. */
function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin the browser reached this server at: its scheme and host, as the host's proxy forwards
 * them (X-Forwarded-Proto and X-Forwarded-Host, believed only from the trusted proxies of app.ts,
 * which Fastify's request.protocol and request.host honour), or as the request itself came.
 */
export function ownOrigin(request: FastifyRequest): string | null {
  const { host } = request;
  if (!hostPattern.test(host)) return null;
  return httpOrigin(`${request.protocol.toLowerCase()}://${host}`);
}

/**
 * Whether the browser says the request comes from a page of this very site: its Origin is this
 * server's own origin, or, without an Origin, Sec-Fetch-Site says same-origin. A request that says
 * neither (another site's, or a program's that sends no such headers) is not.
 */
export function comesFromThisSite(request: FastifyRequest): boolean {
  const { origin } = request.headers;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'same-origin';
  const own = ownOrigin(request);
  return own !== null && httpOrigin(origin) === own;
}

/**
 * Refuses a request that would change something on the strength of the browser's session cookie
 * alone when another site sent it: a browser adds the cookie to whatever request leads here, so
 * the cookie says who the customer is, never that they meant it. Reads pass (another site cannot
 * see their answers), and so does anything sent with its own bearer token.
 */
export function refuseCrossSiteChange(request: FastifyRequest): void {
  if (readingMethods.has(request.method)) return;
  if (!comesFromThisSite(request)) throw new HttpError(403, CROSS_SITE_MESSAGE);
}
