import { getWalletBalance } from '@storefront/api-client';
import { sessionAtom } from '@storefront/contract';
import { useLoad } from '@storefront/ui';
import { useAtomValue } from 'jotai';

/** The signed-in customer's wallet balance in kwacha, or null while it loads or without a session. */
export function useWalletBalance(): number | null {
  const session = useAtomValue(sessionAtom);
  const balance = useLoad(async () => (session ? getWalletBalance() : null), session?.user.email ?? '');
  return balance.status === 'success' ? balance.data : null;
}
