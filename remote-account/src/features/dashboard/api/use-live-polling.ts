import { useEffect, useRef } from 'react';

export const ORDER_POLL_INTERVAL_MS = 5000;

function pageVisible(): boolean {
  return document.visibilityState !== 'hidden';
}

/**
 * Calls `tick` every `intervalMs` while `active` and the page is visible: a hidden tab pauses, and
 * coming back ticks at once, then keeps the pace. The next tick is planned only after the last one
 * finished, so a slow server never gets overlapping requests. Nothing runs after unmount.
 */
export function useLivePolling(active: boolean, tick: () => Promise<void> | void, intervalMs = ORDER_POLL_INTERVAL_MS): void {
  const tickRef = useRef(tick);
  tickRef.current = tick;

  useEffect(() => {
    if (!active) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;

    const cancel = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    };
    const runTick = async () => {
      cancel();
      if (running) return;
      running = true;
      try {
        await tickRef.current();
      } finally {
        running = false;
      }
      plan();
    };
    const plan = () => {
      cancel();
      if (stopped || !pageVisible()) return;
      timer = setTimeout(() => void runTick(), intervalMs);
    };
    const onVisibilityChange = () => {
      if (stopped) return;
      if (pageVisible()) void runTick();
      else cancel();
    };

    plan();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      cancel();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [active, intervalMs]);
}
