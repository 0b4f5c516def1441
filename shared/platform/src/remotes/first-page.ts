import { pageAt, unknownRemotes } from './page-routes';
import { discoverRoutes, remoteRouteAt } from './remote-page-loading';
import { withDeadline } from './with-deadline';

/**
 * How long hydration waits for the first page's code: past it, the layout responds and the page
 * hydrates when its code is in.
 */
export const FIRST_PAGE_WAIT_MS = 3000;

/**
 * Loads the code of the page at `pathname` (its remote's routes and the page's chunk), so that a
 * page the server rendered hydrates in one pass, with nothing left to wait for. An address the
 * server could not place (a remote's pages were unknown to it) asks those remotes here. Settles
 * when the code is in, when it failed (the page then shows its own error), or after `waitMs`,
 * telling whether the address turned out to be a page the server did not render.
 */
export async function loadFirstPage(pathname: string, waitMs = FIRST_PAGE_WAIT_MS): Promise<{ placedHere: boolean }> {
  const known = pageAt(pathname);
  const load = async () => {
    if (!known) await Promise.all(unknownRemotes().map((remote) => discoverRoutes(remote).catch(() => undefined)));
    const page = known ?? pageAt(pathname);
    if (page) await (await remoteRouteAt(page.remote, page.path)).preload?.();
  };
  await withDeadline(load().catch(() => undefined), waitMs);
  return { placedHere: !known && pageAt(pathname) !== null };
}
