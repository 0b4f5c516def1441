import { pageAt, unknownRemotes } from './page-routes';
import { discoverRoutes, remoteRouteAt } from './remote-page-loading';
import { withDeadline } from './with-deadline';

/** Past it, hydration goes on without the page's code: the layout responds, the page hydrates when its code is in. */
const FIRST_PAGE_WAIT_MS = 3000;

/**
 * So the page hydrates in one pass; an address the server could not place asks the remotes it did not
 * know. Tells whether the address turned out to be a page the server did not render.
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
