import { useEffect } from 'react';
import { createLinkPrefetcher, observeVisibleLinks, pageRemoteSettled, prefersFewerBytes, preloadRemoteEntries, whenIdle } from './remote-prefetch';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Makes opening a page of a remote that is not loaded yet fast, without waterfalls:
 * - a link to a remote's page that is hovered, focused or touched loads that remote's routes at
 *   once (the known pages say which remote owns a path: page-routes.ts);
 * - once the open page's own remote has loaded and the browser is idle after the load, links to
 *   other remotes that are in view do the same, and every remote's entry and routes chunk are
 *   preloaded (`preloadRemote`), so nothing fetched ahead of need competes with the page being
 *   opened or counts against its first load.
 * Every link of the page counts, wherever it is rendered (header, menus, footer, a remote's page):
 * the listeners sit on the document. With data saving on, only a hover, focus or touch prefetches.
 * Failures are ignored: a remote that is down shows its Retry when its page opens, not before.
 */
export function useRemotePrefetching(): void {
  useEffect(() => {
    const { prefetchLink, finished } = createLinkPrefetcher(window.location.origin);
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (anchor instanceof HTMLAnchorElement) prefetchLink(anchor.href);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    const stops = [() => INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent))];

    if (!prefersFewerBytes()) {
      let stopped = false;
      void pageRemoteSettled(window.location.pathname).then(() => {
        if (stopped) return;
        stops.push(
          whenIdle(() => {
            const stopWatchingLinks = observeVisibleLinks(document.body, prefetchLink, finished);
            stops.push(stopWatchingLinks);
            // Once every remote is preloaded, links in view have nothing left to fetch.
            void preloadRemoteEntries().then(stopWatchingLinks);
          }),
        );
      });
      stops.push(() => {
        stopped = true;
      });
    }
    return () => stops.forEach((stop) => stop());
  }, []);
}
