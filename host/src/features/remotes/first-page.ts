import { routeOfPath, type RemoteRoutesModule } from '@storefront/contract';
import { startEarlyReads } from './early-reads-by-route';
import { withDeadline } from './with-deadline';
import { loadRemoteModule } from './load-remote-module';

/**
 * How long the first render waits for the first page's code: its files are preloaded with the
 * document, so they usually arrive with the host's own; past this the layout shows with the
 * page's placeholder, as it does for a remote that is slow or down.
 */
export const FIRST_PAGE_WAIT_MS = 1500;

/**
 * How long the first render waits for the first screen's reads (startEarlyReads). They usually
 * come with the page's code (the hero's is preloaded with the document); a slow API must not keep
 * the whole page blank, so past this the page shows its own placeholders for them.
 */
export const FIRST_READS_WAIT_MS = 500;

/**
 * Starts the reads the page's first screen shows (startEarlyReads) and loads the code of the
 * remote page at `pathname` (its remote's routes and the page's chunk), so the first render shows
 * the page itself with those answers. Rendering a placeholder first would cost more than the
 * moment it shows: React keeps a placeholder for at least 300 ms once it is on screen, and each
 * block that fills in later is another render and layout. Settles when the code and the reads are
 * in, when they failed (the page then shows its own error), or after `waitMs` (`readsWaitMs` for
 * the reads).
 */
export async function loadFirstPage(pathname: string, waitMs = FIRST_PAGE_WAIT_MS, readsWaitMs = FIRST_READS_WAIT_MS): Promise<void> {
  const reads = withDeadline(startEarlyReads(pathname), readsWaitMs);
  const route = routeOfPath(pathname);
  if (!route) return;
  const load = (async () => {
    const module = (await loadRemoteModule(route.remote, './routes')) as RemoteRoutesModule;
    await module.default.find((candidate) => candidate.path === route.pattern)?.preload?.();
  })().catch(() => undefined);
  await withDeadline(Promise.all([load, reads]), waitMs);
}
