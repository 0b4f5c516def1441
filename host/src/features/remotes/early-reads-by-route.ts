import { getFullHeroSection, getOrders, getWalletBalance, startEarlyRead } from '@storefront/api-client';
import { routeParams, sessionAtom, storefrontStore } from '@storefront/contract';

/**
 * The reads whose answers a page's first screen shows: those that carry the customer's token,
 * which no preload can make, and the home hero's, whose bytes the host's server preloads
 * (routes/first-reads.ts) but which the page would still read only once it has rendered.
 */
const earlyReadsByRoute: Array<{ pattern: string; reads: Array<() => Promise<unknown>>; signedIn?: true }> = [
  { pattern: '/', reads: [getFullHeroSection] },
  { pattern: '/user/dashboard', reads: [getOrders, getWalletBalance], signedIn: true },
];

/**
 * Starts the early reads of the page at `pathname`: the host calls it for the first page as soon
 * as it runs, so they travel while the page's remote and code load, and waits for them (with the
 * code, briefly) so that the first render shows their answers. Nothing that needs a session for a
 * visitor who is not signed in (such a page sends them to sign in). Answers when all have settled.
 */
export function startEarlyReads(pathname: string): Promise<void> {
  const signedIn = Boolean(storefrontStore.get(sessionAtom));
  const reads = earlyReadsByRoute
    .filter((route) => routeParams(route.pattern, pathname) && (!route.signedIn || signedIn))
    .flatMap((route) => route.reads);
  return Promise.all(reads.map((read) => startEarlyRead(read))).then(() => undefined);
}
