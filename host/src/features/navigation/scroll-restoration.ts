import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { readScrollPositions, remember, saveScrollPositions, type ScrollPositions } from './scroll-positions';

/** What the customer does to scroll themselves, which ends a held position. */
const OWN_SCROLLING = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** How long a restored position is held while the page below it is still loading. */
const SETTLE_MS = 3000;

/**
 * Back and Forward return to where the customer was on that page; a new page starts at its top.
 * The pages fill in after they render (a remote loads, the meals arrive, a section near view
 * loads), so a restored position is applied again each time the page grows, until it is reached
 * and the page has stopped changing, or the customer scrolls themselves.
 */
export function ScrollRestoration(): null {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<ScrollPositions | null>(null);
  const currentKey = useRef(location.key);

  useEffect(() => {
    const saved = readScrollPositions(window.sessionStorage);
    positions.current = saved;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => remember(saved, currentKey.current, window.scrollY);
    const onLeave = () => saveScrollPositions(window.sessionStorage, saved);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onLeave);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (navigationType === 'PUSH' && !location.hash) {
      window.scrollTo(0, 0);
      return undefined;
    }
    const target = navigationType === 'POP' ? (positions.current ?? readScrollPositions(window.sessionStorage)).get(location.key) : undefined;
    if (target === undefined) return undefined;
    return holdScrollPosition(target);
  }, [location.key, location.hash, navigationType]);
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
