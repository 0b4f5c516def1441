import { useEffect, useState } from 'react';

/**
 * The time now (ms since the epoch), again every second while `active`; null until the page is in
 * the browser, so the server's HTML and its hydration agree (a countdown shows from then on).
 */
export function useNow(active: boolean, stepMs = 1000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [active, stepMs]);
  return now;
}
