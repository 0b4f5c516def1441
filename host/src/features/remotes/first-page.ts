import { routeOfPath } from '@storefront/contract';
import { remoteRouteAt } from './remote-page-loading';
import { withDeadline } from './with-deadline';

/**
 * How long hydration waits for the first page's code: past it, the layout responds and the page
 * hydrates when its code is in.
 */
export const FIRST_PAGE_WAIT_MS = 3000;

/**
 * Loads the code of the page at `pathname` (its remote's routes and the page's chunk), so that a
 * page the server rendered hydrates in one pass, with nothing left to wait for. Settles when the
 * code is in, when it failed (the page then shows its own error), or after `waitMs`.
 */
export async function loadFirstPage(pathname: string, waitMs = FIRST_PAGE_WAIT_MS): Promise<void> {
  const route = routeOfPath(pathname);
  if (!route) return;
  const load = remoteRouteAt(route.remote, route.pattern)
    .then((page) => page.preload?.())
    .catch(() => undefined);
  await withDeadline(load, waitMs);
}
