import { useCallback, useEffect, useRef, useState } from 'react';

export type RefreshableState<T> = { status: 'loading' } | { status: 'error' } | { status: 'success'; data: T };

/**
 * Loads once on mount (and when `key` changes) and again on `refresh()`, quietly: what is shown
 * stays while a refresh runs, and a failed refresh keeps it (only a first load that fails is an
 * error). An answer older than the newest request, or arriving after unmount, is dropped.
 * `useLoad` of the contract shows 'loading' on every reload, which would make a polled page flicker.
 * `ready` gives an answer already in (peekEarlyRead), which the first render shows, as `useLoad`'s.
 */
export function useRefreshable<T>(
  load: () => Promise<T>,
  key = '',
  ready?: () => T | undefined,
): RefreshableState<T> & { refresh: () => Promise<void> } {
  const [state, setState] = useState<RefreshableState<T>>(() => {
    const data = ready?.();
    return data === undefined ? { status: 'loading' } : { status: 'success', data };
  });
  // The answer shown from the first render stays on screen while the first load confirms it.
  const shownReady = useRef(state.status === 'success');
  const loadRef = useRef(load);
  loadRef.current = load;
  const latestRequest = useRef(0);
  const mounted = useRef(false);

  const refresh = useCallback(async () => {
    latestRequest.current += 1;
    const request = latestRequest.current;
    try {
      const data = await loadRef.current();
      if (mounted.current && request === latestRequest.current) setState({ status: 'success', data });
    } catch {
      if (mounted.current && request === latestRequest.current) {
        setState((previous) => (previous.status === 'success' ? previous : { status: 'error' }));
      }
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    if (shownReady.current) shownReady.current = false;
    else setState({ status: 'loading' });
    void refresh();
    return () => {
      mounted.current = false;
      // Any answer still on its way belongs to a screen that is gone.
      latestRequest.current += 1;
    };
  }, [key, refresh]);

  return { ...state, refresh };
}
