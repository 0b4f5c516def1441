import { preloadRemote } from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteName } from '@storefront/contract';
import { loadingRemoteModule, prefetchRemoteModule } from './load-remote-module';
import { pageAt } from './page-routes';
import { remoteOwningHref } from './route-owner';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * True when the visitor asked to save data or is on a 2G connection: then nothing is fetched ahead
 * of a click except on a clear sign of intent (hover, focus, touch).
 */
export function prefersFewerBytes(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Gets every remote ready for its first page: `preloadRemote` fetches its manifest, its
 * `remoteEntry.js` and, in parallel with the entry rather than after it, the chunk of its
 * `./routes` (the `sync` category leaves the pages' own chunks to their first visit); then the
 * routes module is run through the page's own cache, so opening any of its pages waits on nothing
 * but that page's chunk. A remote that is down is simply not preloaded: its failure is ignored
 * here and met, with Retry, when one of its pages opens.
 */
export async function preloadRemoteEntries(remotes: readonly RemoteName[] = remoteNames): Promise<void> {
  await Promise.all(
    remotes.map(async (remote) => {
      try {
        await preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'sync' }]);
        prefetchRemoteModule(remote, './routes');
      } catch {
        // Preloading is only ever a head start.
      }
    }),
  );
}

/**
 * Resolves once the remote of the page being opened has loaded its routes (or failed to), so
 * nothing fetched ahead of need competes with the page itself. At once when that load has not
 * started (a page of the host's own).
 */
export function pageRemoteSettled(pathname: string): Promise<void> {
  const owner = pageAt(pathname)?.remote;
  const loading = owner ? loadingRemoteModule(owner, './routes') : undefined;
  if (!loading) return Promise.resolve();
  return loading.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * How long the page gets to itself (its page chunk, its data, its pictures) once its remote has
 * loaded before anything is fetched ahead: an SPA's load event comes long before its page is
 * complete, so without the pause preloading would compete with the page on a slow connection.
 * A link hovered, focused or touched sooner is still fetched at once.
 */
export const PRELOAD_PAUSE_MS = 3000;

/**
 * Runs `task` once the page has loaded, after a short pause, when the browser has a quiet moment
 * (`requestIdleCallback`, or at once where it is missing, as in Safari), so preloading never
 * competes with what the open page needs. Answers a function that cancels it.
 */
export function whenIdle(task: () => void, win: Window = window): () => void {
  let cancelScheduled = () => {};
  const schedule = () => {
    const timer = win.setTimeout(() => {
      if (typeof win.requestIdleCallback !== 'function') {
        task();
        return;
      }
      const id = win.requestIdleCallback(() => task(), { timeout: 2000 });
      cancelScheduled = () => win.cancelIdleCallback(id);
    }, PRELOAD_PAUSE_MS);
    cancelScheduled = () => win.clearTimeout(timer);
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    win.removeEventListener('load', schedule);
    cancelScheduled();
  };
}

/**
 * Given a link's address, prefetches the routes of the remote it leads to: once per remote, and
 * never for links to other sites or to the host's own pages.
 */
export function createLinkPrefetcher(
  origin: string,
  prefetch: (remote: RemoteName) => void = (remote) => prefetchRemoteModule(remote, './routes'),
): { prefetchLink: (href: string) => void; finished: () => boolean } {
  const started = new Set<RemoteName>();
  return {
    prefetchLink(href) {
      const remote = remoteOwningHref(href, origin);
      if (!remote || started.has(remote)) return;
      started.add(remote);
      prefetch(remote);
    },
    finished: () => started.size === remoteNames.length,
  };
}

/**
 * Calls `onVisible` with the address of every link under `root` that comes into view, links added
 * later included, until `finished` says there is nothing left to prefetch. Does nothing where the
 * browser lacks the observers. Answers a function that stops it.
 */
export function observeVisibleLinks(root: Element, onVisible: (href: string) => void, finished: () => boolean): () => void {
  if (typeof IntersectionObserver === 'undefined' || typeof MutationObserver === 'undefined') return () => {};

  const visibility = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visibility.unobserve(entry.target);
        if (entry.target instanceof HTMLAnchorElement) onVisible(entry.target.href);
      }
      if (finished()) stop();
    },
    { rootMargin: '100px' },
  );
  const watch = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) visibility.observe(node);
    node.querySelectorAll('a[href]').forEach((anchor) => visibility.observe(anchor));
  };
  const additions = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(watch);
  });
  function stop() {
    additions.disconnect();
    visibility.disconnect();
  }

  watch(root);
  additions.observe(root, { childList: true, subtree: true });
  return stop;
}
