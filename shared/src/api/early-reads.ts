import { routeParams } from '../routes/route-table';
import { sessionAtom, storefrontStore } from '../state/store';
import { getOrders } from './orders';
import { getWalletBalance } from './wallet';

/** How long a read started ahead is still the page's answer; past it, the page reads afresh. */
export const EARLY_READ_MAX_AGE_MS = 10_000;

const started = new Map<() => Promise<unknown>, { answer: Promise<unknown>; at: number }>();

/**
 * Starts `read` now, for the page about to open to take (takeEarlyRead) instead of reading when it
 * has rendered.
 */
export function startEarlyRead(read: () => Promise<unknown>, now = Date.now()): void {
  const answer = read();
  // A failure is the page's to show once it takes the answer; until then it is nobody's.
  answer.catch(() => undefined);
  started.set(read, { answer, at: now });
}

/**
 * The answer of `read` started ahead (startEarlyRead), handed out once and only while fresh;
 * otherwise `read` runs now. Every later load (a refresh, a retry, another visit) reads afresh.
 */
export function takeEarlyRead<T>(read: () => Promise<T>, now = Date.now()): Promise<T> {
  const early = started.get(read);
  started.delete(read);
  // Stored under `read` itself, so the answer is the one `read` gives.
  if (early && now - early.at <= EARLY_READ_MAX_AGE_MS) return early.answer as Promise<T>;
  return read();
}

/**
 * The reads each page opens with that carry the customer's token, which no preload can make (the
 * public ones are in routes/first-reads.ts, for the host's server to preload).
 */
const earlyReadsByRoute: Array<{ pattern: string; reads: Array<() => Promise<unknown>> }> = [
  { pattern: '/user/dashboard', reads: [getOrders, getWalletBalance] },
];

/**
 * Starts the token-carrying reads of the page at `pathname`: the host calls it for the first page
 * as soon as it runs, so they travel while the page's remote and code load and the page renders
 * its data one round trip sooner. Nothing for a visitor who is not signed in (such a page sends
 * them to sign in).
 */
export function startEarlyReads(pathname: string): void {
  if (!storefrontStore.get(sessionAtom)) return;
  for (const route of earlyReadsByRoute) {
    if (routeParams(route.pattern, pathname)) route.reads.forEach((read) => startEarlyRead(read));
  }
}
