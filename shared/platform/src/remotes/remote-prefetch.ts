import { preloadRemote } from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteName } from '@storefront/contract';
import { useEffect } from 'react';
import { prefetchRemoteModule } from './load-remote-module';
import { pageAt } from './page-routes';

/** True when the visitor asked to save data or is on a 2G connection: then only a sign of intent fetches ahead. */
export function prefersFewerBytes(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * The remote a link leads to, when it is a known page of this storefront (page-routes.ts): `href`
 * as the browser resolved it (`anchor.href`), `origin` the page's own. Links to other sites, and
 * to files, lead nowhere here.
 */
export function remoteOwningHref(href: string, origin: string): RemoteName | null {
  try {
    const url = new URL(href, origin);
    return url.origin === origin ? (pageAt(url.pathname)?.remote ?? null) : null;
  } catch {
    return null;
  }
}

/** The link `target` is in, when it leads to a known page of a remote, with that remote. */
export function pageLinkAt(target: EventTarget | null): { anchor: HTMLAnchorElement; remote: RemoteName } | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  const remote = anchor instanceof HTMLAnchorElement ? remoteOwningHref(anchor.href, window.location.origin) : null;
  return anchor instanceof HTMLAnchorElement && remote ? { anchor, remote } : null;
}

/**
 * Gets every remote ready for its first page: `preloadRemote` fetches its manifest, its
 * `remoteEntry.js` and, beside the entry rather than after it, the chunk of its `./routes` (the
 * `sync` category leaves the pages' own chunks to their first visit); then the routes module is
 * run through the page's own cache. A remote that is down is not preloaded: its failure is met,
 * with Retry, when one of its pages opens.
 */
export async function preloadRemoteEntries(remotes: readonly RemoteName[] = remoteNames): Promise<void> {
  await Promise.all(
    remotes.map((remote) =>
      preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'sync' }]).then(
        () => prefetchRemoteModule(remote, './routes'),
        () => undefined,
      ),
    ),
  );
}

/**
 * How long the page gets to itself (its page chunk, its data, its pictures) after its load event
 * before anything is fetched ahead: a page's load event comes long before its pictures and reads
 * are in, and on a slow connection preloading would compete with them.
 */
export const PRELOAD_PAUSE_MS = 3000;

/** Runs `task` that long after the page's load, in an idle moment where the browser has them. Answers a function that cancels it. */
function whenIdle(task: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback !== 'function') return task();
      const id = requestIdleCallback(task, { timeout: 2000 });
      cancel = () => cancelIdleCallback(id);
    }, PRELOAD_PAUSE_MS);
    cancel = () => clearTimeout(timer);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancel();
  };
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Makes opening a page of a remote not loaded yet fast: a link to it that is hovered, focused or
 * touched loads that remote's routes at once, wherever the link is (the listeners sit on the
 * document); and once the page has had its pause after loading, every remote's entry and routes
 * are preloaded, unless the visitor saves data. Failures are ignored: a remote that is down shows
 * its Retry when its page opens, not before.
 */
export function useRemotePrefetching(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = pageLinkAt(event.target);
      if (link) prefetchRemoteModule(link.remote, './routes');
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    const cancelPreload = prefersFewerBytes() ? () => {} : whenIdle(() => void preloadRemoteEntries());
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
      cancelPreload();
    };
  }, []);
}
