import { preloadRemote } from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteName } from '@storefront/contract';
import { useEffect } from 'react';
import { prefetchRemoteModule } from './load-remote-module';
import { pageAt } from './page-routes';

/** Saving data or on 2G: then only a sign of intent fetches ahead. */
export function prefersFewerBytes(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** The remote owning the known page a link (`anchor.href`) leads to on this site (`origin`), if any. */
export function remoteOwningHref(href: string, origin: string): RemoteName | null {
  try {
    const url = new URL(href, origin);
    return url.origin === origin ? (pageAt(url.pathname)?.remote ?? null) : null;
  } catch {
    return null;
  }
}

export function pageLinkAt(target: EventTarget | null): { anchor: HTMLAnchorElement; remote: RemoteName } | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  const remote = anchor instanceof HTMLAnchorElement ? remoteOwningHref(anchor.href, window.location.origin) : null;
  return anchor instanceof HTMLAnchorElement && remote ? { anchor, remote } : null;
}

/** Every remote's manifest, entry and `./routes` chunk (`sync`: not the pages'); a remote that is down is left to its pages' Retry. */
export async function preloadRemoteEntries(): Promise<void> {
  await Promise.all(
    remoteNames.map((remote) =>
      preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'sync' }]).then(
        () => prefetchRemoteModule(remote, './routes'),
        () => undefined,
      ),
    ),
  );
}

/** After the load event, the page's pictures and reads are still coming: preloading waits rather than compete with them. */
export const PRELOAD_PAUSE_MS = 3000;

/** Runs `task` PRELOAD_PAUSE_MS after the page's load, when idle; answers how to cancel it. */
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

/** A link to a remote's page hovered, focused or touched loads its routes; after the pause, every remote, unless saving data. */
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
