/** While a top-up is being paid, the balance is read again every few seconds for a while. */
export const BALANCE_WATCH_INTERVAL_MS = 4000;
export const BALANCE_WATCH_LIMIT_MS = 2 * 60 * 1000;

export interface BalanceWatch {
  /** The balance when the top-up started. */
  baseline: number;
  startedAt: number;
}

/**
 * Whether to stop watching: the balance rose above where it was (the top-up arrived) or the time is
 * up. Only a rise counts, because a failed balance read answers 0 and must not end the watch.
 */
export function balanceWatchDone(watch: BalanceWatch, latest: number, now: number, limitMs = BALANCE_WATCH_LIMIT_MS): boolean {
  return latest > watch.baseline || now - watch.startedAt >= limitMs;
}
