import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { readScrollPositions, remember, saveScrollPositions, type ScrollPositions } from './scroll-positions';
import { openedByBackOrForward } from './scroll-start';

/** What the customer does to scroll themselves, which ends a held position. */
const OWN_SCROLLING = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** How long a restored position is held while the page below it is still loading. */
const SETTLE_MS = 3000;

/**
 * Back and Forward return to where the customer was on that page; a new page starts at its top,
 * and so does a page opened by its address, a reload, and a redirect (another page replacing
 * this one). Replacing only the query or hash (typing a search, choosing a filter) keeps the
 * position. The pages fill in after they render (a remote loads, the meals arrive, a section near
 * view loads), so a restored position is applied again each time the page grows, until it is
 * reached and the page has stopped changing, or the customer scrolls themselves.
 *
 * Not React Router's own ScrollRestoration: it hands a reload back to the browser, which puts the
 * page back where it was, and it applies a position once, before a remote's page has grown to it.
 * takeOverScrolling (scroll-start.ts) runs before the router, so every history entry has a key.
 */
export function ScrollRestoration(): null {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<ScrollPositions | null>(null);
  const saved = () => (positions.current ??= readScrollPositions(window.sessionStorage));
  const currentKey = useRef(location.key);
  // The location the document opened at (the router keeps this object until the next navigation).
  const openedAt = useRef(location);
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    const kept = saved();
    window.history.scrollRestoration = 'manual';
    const onScroll = () => remember(kept, currentKey.current, window.scrollY);
    const onLeave = () => saveScrollPositions(window.sessionStorage, kept);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onLeave);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const opening = location === openedAt.current;
    const anotherPage = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if ((navigationType === 'PUSH' || (navigationType === 'REPLACE' && anotherPage)) && !location.hash) {
      window.scrollTo(0, 0);
      return undefined;
    }
    // The document's own first page: only Back or Forward to it puts it back where it was; opened
    // by its address or reloaded, it stays where the browser opened it, at its top.
    const restores = navigationType === 'POP' && (!opening || openedByBackOrForward());
    // A reloaded page no longer is where it was: Forward to it later opens it at the top too.
    if (!restores && opening) saved().delete(location.key);
    const target = restores ? saved().get(location.key) : undefined;
    if (target === undefined) return undefined;
    return holdScrollPosition(target);
  }, [location, navigationType]);
  return null;
}

/** Keeps the page at `y` while it grows, for a few seconds at most; answers how to stop early. */
function holdScrollPosition(y: number): () => void {
  let stopped = false;
  const apply = () => {
    if (!stopped) window.scrollTo(0, y);
  };
  const stop = () => {
    stopped = true;
    observer?.disconnect();
    clearTimeout(timer);
    for (const event of OWN_SCROLLING) window.removeEventListener(event, stop);
  };
  // Without ResizeObserver (old browsers, tests) the position is applied once.
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
  observer?.observe(document.body);
  const timer = setTimeout(stop, SETTLE_MS);
  // The customer scrolling themselves wins over the position being held.
  for (const event of OWN_SCROLLING) window.addEventListener(event, stop, { passive: true });
  apply();
  return stop;
}
