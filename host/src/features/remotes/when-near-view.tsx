import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far ahead of the viewport a section starts loading: about a phone screen of scrolling. */
const AHEAD = '800px 0px';

/**
 * Renders `children` once this spot comes within a screen of the viewport, so a section below the
 * fold (the home page's meal grid, the footer's content) does not load its remote with the page.
 * `servedWithPage`: the server rendered the section's content in the page (remote-slots.tsx), so
 * it is there at once, on the server and while the page hydrates; otherwise the server sends the
 * spot alone and the page hydrates it as sent. Where IntersectionObserver is missing, as soon as the
 * page runs.
 */
export function WhenNearView({ servedWithPage, children }: { servedWithPage: boolean; children: ReactNode }) {
  const [near, setNear] = useState(servedWithPage);
  const spot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = spot.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
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
