import { routeOfPath } from '@storefront/contract';
import { remoteRouteAt } from './remote-page-loading';

/**
 * Starts loading the code of the page at `pathname` (its remote's routes and the page's chunk) as
 * soon as the host runs, for a page the server rendered: its part of the page hydrates once the
 * code is in (the router would otherwise ask for it only as it renders). A failure is left to the
 * page, which shows its own error.
 */
export async function loadFirstPage(pathname: string): Promise<void> {
  const route = routeOfPath(pathname);
  if (!route) return;
  await remoteRouteAt(route.remote, route.pattern)
    .then((page) => page.preload?.())
    .catch(() => undefined);
}
