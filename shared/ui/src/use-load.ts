import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: T };

/**
 * Runs an async load when the component mounts (and when `key` changes) and keeps its state;
 * `reload` runs it again. An answer that arrives after unmount or after a newer load is ignored.
 * `ready` gives an answer already in (peekEarlyRead), which the first render then shows instead
 * of its loading state; the load still runs, and should hand back that same answer.
 */
export function useLoad<T>(load: () => Promise<T>, key: string = '', ready?: () => T | undefined): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>(() => {
    const data = ready?.();
    return data === undefined ? { status: 'loading' } : { status: 'success', data };
  });
  const [attempt, setAttempt] = useState(0);
  // The answer shown from the first render stays on screen while the first load confirms it.
  const shownReady = useRef(state.status === 'success');

  useEffect(() => {
    let current = true;
    if (shownReady.current) shownReady.current = false;
    else setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
    // `load` is usually an inline function; `key` and `attempt` say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/**
 * `useLoad` for a cached read with a Try Again: `load(fresh)` gets `fresh` true only for the load
 * that `retry` starts, so that Try Again asks the server rather than the cache that just failed it.
 */
export function useLoadWithRetry<T>(
  load: (fresh: boolean) => Promise<T>,
  key: string = '',
): LoadState<T> & { reload: () => void; retry: () => void } {
  const freshNext = useRef(false);
  const state = useLoad(() => {
    const fresh = freshNext.current;
    freshNext.current = false;
    return load(fresh);
  }, key);
  const { reload } = state;
  const retry = useCallback(() => {
    freshNext.current = true;
    reload();
  }, [reload]);
  return { ...state, retry };
}

/**
 * A load that, when it fails, is logged with `message` (what failed) and still
 * fails, so the caller shows its defaults; add `.catch(() => null)` where null stands for them.
 */
export function logLoadFailure<T>(message: string, load: Promise<T>): Promise<T> {
  return load.catch((error: unknown) => {
    console.error(message, error);
    throw error;
  });
}
