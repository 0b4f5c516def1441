import { routeOfPath } from '@storefront/contract';
import { remoteRouteAt } from './remote-page-loading';
import { withDeadline } from './with-deadline';

/**
 * How long hydration waits for the first page's code: its files are preloaded with the document,
 * so they usually arrive with the host's own; past this, hydration goes on and the page's part
 * hydrates when its code is in.
 */
export const FIRST_PAGE_WAIT_MS = 1500;

/**
 * Loads the code of the page at `pathname` (its remote's routes and the page's chunk), so that a
 * page the server rendered hydrates at once, with nothing left to wait for. Settles when the code
 * is in, when it failed (the page then shows its own error), or after `waitMs`.
 */
export async function loadFirstPage(pathname: string, waitMs = FIRST_PAGE_WAIT_MS): Promise<void> {
  const route = routeOfPath(pathname);
  if (!route) return;
  const load = remoteRouteAt(route.remote, route.pattern)
    .then((page) => page.preload?.())
    .catch(() => undefined);
  await withDeadline(load, waitMs);
}
