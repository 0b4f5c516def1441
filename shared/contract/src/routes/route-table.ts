import { remoteNames, type RemoteName } from '../config/runtime-config-schema';

/**
 * Which remote owns which route. The host matches a URL here before it loads
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
    '/user/orders/:id',
    '/user/address',
    '/user/profile',
    '/goodbye',
  ],
  content: ['/', '/about', '/faq', '/blog', '/blog/:id', '/contact', '/privacy', '/user-app', '/merchant-app', '/rider-app'],
  careers: ['/careers', '/apply', '/support', '/rider/register'],
} as const satisfies Record<RemoteName, readonly string[]>;

/**
 * The values of the `:name` parts of `pattern` ('/food/:id' style, as in the route table) when
 * `pathname` is one of its pages, else null. Values are decoded, as the router gives them to pages.
 */
export function routeParams(pattern: string, pathname: string): Record<string, string> | null {
  if (pathname === '/' || pattern === '/') return pattern === pathname ? {} : null;
  const wanted = pattern.split('/');
  const given = pathname.replace(/\/+$/, '').split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = given[index] ?? '';
    if (!part.startsWith(':')) {
      if (part !== value) return null;
      continue;
    }
    if (value === '') return null;
    try {
      params[part.slice(1)] = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return params;
}

/** Whether `pathname` is a page of the route pattern `pattern`. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  return routeParams(pattern, pathname) !== null;
}

/** The route pattern that `pathname` is a page of and the remote that owns it, or null for the host's own pages. */
export function routeOfPath(pathname: string): { remote: RemoteName; pattern: string } | null {
  for (const remote of remoteNames) {
    const pattern = remoteRoutePaths[remote].find((candidate) => matchesRoute(candidate, pathname));
    if (pattern) return { remote, pattern };
  }
  return null;
}

/**
 * The remote whose pages include `pathname`, or null for the host's own: the host's page picks
 * what to load with it, its server what to preload.
 */
export function remoteOwningPath(pathname: string): RemoteName | null {
  return routeOfPath(pathname)?.remote ?? null;
}

/** Where a remote's build lists its page chunks, beside its remote entry (tooling/route-chunks.mjs writes it). */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * The name a remote gives the chunk of the page of route `pattern`: the `webpackChunkName`
 * comment of that page's `import()` in its `./routes`. Its build lists each such chunk's files in
 * `route-chunks.json`, and the host's server preloads them with the page. '/' is 'route-home',
 * '/food/:id' is 'route-food-id'.
 */
export function routeChunkName(pattern: string): string {
  const words = pattern.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return `route-${words.length > 0 ? words.join('-') : 'home'}`;
}
