import type { RouteObject } from 'react-router-dom';
import { remoteNames, type RemoteName } from '../schemas/runtime-config';

/**
 * Which remote owns which route (DESIGN §1). The host matches a URL here before it loads
 * anything, so a page waits only on the remote that owns it; each remote's `./routes` must
 * answer exactly these paths (its tests check that).
 */
export const remoteRoutePaths = {
  shop: ['/menu', '/food/:id', '/cart', '/catering', '/catering/:id'],
  account: [
    '/auth/login',
    '/auth/register',
    '/auth/forgot-password',
    '/auth/otp',
    '/user/dashboard',
    '/user/address',
    '/user/profile',
    '/goodbye',
  ],
  content: ['/', '/about', '/faq', '/blog', '/blog/:id', '/contact', '/privacy', '/user-app', '/merchant-app', '/rider-app'],
  careers: ['/careers', '/apply', '/support', '/rider/register'],
} as const satisfies Record<RemoteName, readonly string[]>;

/** What a remote's `./routes` module exports as default. */
export type RemoteRoutes = RouteObject[];

export interface RemoteRoutesModule {
  default: RemoteRoutes;
}

/** Whether `pathname` is a page of the route pattern `pattern` ('/food/:id' style, as in the route table). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/');
  const given = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/' || pattern === '/') return pattern === pathname;
  return wanted.length === given.length && wanted.every((part, index) => (part.startsWith(':') ? given[index] !== '' : part === given[index]));
}

/**
 * The remote whose pages include `pathname`, or null for the host's own: the host's page picks
 * what to load with it, its server what to preload.
 */
export function remoteOwningPath(pathname: string): RemoteName | null {
  return remoteNames.find((remote) => remoteRoutePaths[remote].some((pattern) => matchesRoute(pattern, pathname))) ?? null;
}
