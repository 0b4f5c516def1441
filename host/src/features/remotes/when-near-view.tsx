import { useHydrated } from '@storefront/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far ahead of the viewport a section starts loading: about a phone screen of scrolling. */
const AHEAD = '800px 0px';

/**
 * Renders `children` once this spot comes within a screen of the viewport, so a section below the
 * fold (the home page's meal grid, the footer's content) does not load its remote with a page the
 * browser renders. A page the server rendered has them already (the server renders everything, so
 * crawlers and readers without scripts get them too): they stay, hydrated with the rest. Where
 * IntersectionObserver is missing, at once.
 */
export function WhenNearView({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [near, setNear] = useState(() => !hydrated || typeof IntersectionObserver === 'undefined');
  const spot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = spot.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={spot} style={{ minHeight: 1 }} />;
}
