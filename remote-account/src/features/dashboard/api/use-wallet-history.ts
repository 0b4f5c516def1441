import { getWalletHistory, type WalletEntry } from '@storefront/api-client';
import { useEffect, useState } from 'react';

/**
 * The wallet's history the page's loader read, read again when the balance shown moves away from
 * the one read with it (a top-up paid in the other tab): the history then says why.
 */
export function useWalletHistory(loaded: WalletEntry[] | null, loadedBalance: number, balance: number): WalletEntry[] | null {
  const [latest, setLatest] = useState<{ balance: number; entries: WalletEntry[] } | null>(null);
  useEffect(() => {
    if (balance === loadedBalance) return;
    let current = true;
    getWalletHistory().then(
      (entries) => {
        if (current) setLatest({ balance, entries });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [balance, loadedBalance]);
  return latest && latest.balance === balance && balance !== loadedBalance ? latest.entries : loaded;
}
