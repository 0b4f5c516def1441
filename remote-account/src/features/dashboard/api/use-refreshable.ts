import type { Settled } from '@storefront/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What the page's loader read (`loaded`), read again on `refresh()`, quietly: what is shown stays
 * while a refresh runs, and a failed refresh keeps it (only a loader's read that failed is an
 * error, until a refresh succeeds). New data from the loader (the router read the page again)
 * replaces what was shown. `receive(data)` shows what a live stream sent, and drops any read still
 * on its way (older than the event). An answer older than the newest request, or arriving after
 * unmount, is dropped.
 */
export function useRefreshable<T>(
  load: () => Promise<T>,
  loaded: Settled<T>,
): Settled<T> & { refresh: () => Promise<void>; receive: (data: T) => void } {
  const [latest, setLatest] = useState<{ of: Settled<T>; shown: Settled<T> }>({ of: loaded, shown: loaded });
  const shown = latest.of === loaded ? latest.shown : loaded;
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const loadRef = useRef(load);
  loadRef.current = load;
  const latestRequest = useRef(0);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Any answer still on its way belongs to a screen that is gone.
      latestRequest.current += 1;
    };
  }, []);

  const refresh = useCallback(async () => {
    latestRequest.current += 1;
    const request = latestRequest.current;
    const answered = (next: (previous: Settled<T>) => Settled<T>) => {
      if (!mounted.current || request !== latestRequest.current) return;
      setLatest((previous) => {
        const of = loadedRef.current;
        return { of, shown: next(previous.of === of ? previous.shown : of) };
      });
    };
    try {
      const data = await loadRef.current();
      answered(() => ({ status: 'success', data }));
    } catch (error) {
      answered((previous) => (previous.status === 'success' ? previous : { status: 'error', error: error instanceof Error ? error.message : String(error) }));
    }
  }, []);

  const receive = useCallback((data: T) => {
    latestRequest.current += 1;
    if (!mounted.current) return;
    setLatest({ of: loadedRef.current, shown: { status: 'success', data } });
  }, []);

  return { ...shown, refresh, receive };
}
