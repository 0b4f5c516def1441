import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { readScrollPositions, remember, saveScrollPositions, type ScrollPositions } from './scroll-positions';
import { openedByBackOrForward } from './scroll-start';

/** The customer scrolling themselves ends a held position. */
const OWN_SCROLLING = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

const SETTLE_MS = 3000;

/**
 * Back and Forward return to where the customer was, held while the page grows; a new page, a reload
 * and a redirect start at the top; a new query or hash keeps the position. Why not React Router's:
 * ARCHITECTURE.md, "What is hand-written, and why". Needs takeOverScrolling before the router.
 */
export function ScrollRestoration(): null {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<ScrollPositions | null>(null);
  const saved = () => (positions.current ??= readScrollPositions(window.sessionStorage));
  const currentKey = useRef(location.key);
  // The router keeps this object until the next navigation.
  const openedAt = useRef(location);
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    const kept = saved();
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
    // The document's first page is put back only when Back or Forward opened it, not a reload.
    const restores = navigationType === 'POP' && (!opening || openedByBackOrForward());
    // A reloaded page no longer is where it was: Forward to it later opens it at the top too.
    if (!restores && opening) saved().delete(location.key);
    const target = restores ? saved().get(location.key) : undefined;
    if (target === undefined) return undefined;
    return holdScrollPosition(target);
  }, [location, navigationType]);
  return null;
}

/** Keeps the page at `y` while it grows, for SETTLE_MS at most; answers how to stop early. */
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
  for (const event of OWN_SCROLLING) window.addEventListener(event, stop, { passive: true });
  apply();
  return stop;
}
