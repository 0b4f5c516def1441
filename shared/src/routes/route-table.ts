import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from '../schemas/runtime-config';

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
