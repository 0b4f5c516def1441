import { getWalletBalance, sessionAtom, useLoad } from '@storefront/shared';
import { useAtomValue } from 'jotai';

/** The signed-in customer's wallet balance in kwacha, or null while it loads or without a session. */
export function useWalletBalance(): number | null {
  const session = useAtomValue(sessionAtom);
  const balance = useLoad(async () => (session ? getWalletBalance() : null), session?.token ?? '');
  return balance.status === 'success' ? balance.data : null;
}
