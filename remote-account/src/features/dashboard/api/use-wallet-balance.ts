import { getWalletBalance } from '@storefront/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BALANCE_WATCH_INTERVAL_MS, BALANCE_WATCH_LIMIT_MS, balanceWatchDone, type BalanceWatch } from '../state/balance-watch';

export interface WalletBalance {
  /** 0 when the balance cannot be read, rather than an error. */
  balance: number;
  /** Call once a top-up's payment page is open: the balance is read again until it rises. */
  watchTopup: () => void;
}

/**
 * The wallet balance the page's loader read (`loaded`), read again whenever the customer comes
 * back to the tab (focus or visibility; the payment page is in another tab), and every few seconds
 * while a top-up is pending. New data from the loader replaces what was shown.
 */
export function useWalletBalance(
  loaded: number,
  { intervalMs = BALANCE_WATCH_INTERVAL_MS, limitMs = BALANCE_WATCH_LIMIT_MS }: { intervalMs?: number; limitMs?: number } = {},
): WalletBalance {
  const [latest, setLatest] = useState({ of: loaded, balance: loaded });
  const balance = latest.of === loaded ? latest.balance : loaded;
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const latestRequest = useRef(0);
  const mounted = useRef(false);
  const current = useRef(balance);
  current.current = balance;
  const watch = useRef<{ timer: ReturnType<typeof setTimeout>; watch: BalanceWatch } | null>(null);

  const read = useCallback(async (): Promise<number | null> => {
    latestRequest.current += 1;
    const request = latestRequest.current;
    const value = await getWalletBalance();
    if (!mounted.current || request !== latestRequest.current) return null;
    current.current = value;
    setLatest({ of: loadedRef.current, balance: value });
    return value;
  }, []);

  const stopWatching = useCallback(() => {
    if (watch.current) clearTimeout(watch.current.timer);
    watch.current = null;
  }, []);

  useEffect(() => {
    mounted.current = true;
    const onFocus = () => void read();
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'hidden') void read();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      mounted.current = false;
      stopWatching();
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [read, stopWatching]);

  const watchTopup = useCallback(() => {
    stopWatching();
    const started: BalanceWatch = { baseline: current.current, startedAt: Date.now() };
    const step = () => {
      const timer = setTimeout(async () => {
        const answer = await read();
        // Unmounted, or replaced by a newer watch meanwhile.
        if (!mounted.current || watch.current?.watch !== started) return;
        if (balanceWatchDone(started, answer ?? current.current, Date.now(), limitMs)) stopWatching();
        else step();
      }, intervalMs);
      watch.current = { timer, watch: started };
    };
    step();
  }, [read, stopWatching, intervalMs, limitMs]);

  return { balance, watchTopup };
}
