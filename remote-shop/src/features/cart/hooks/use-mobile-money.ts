import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { entryOfNumber, type MobileMoneyEntry } from '../logic/mobile-money';
import { mobileMoneyAtom } from '../state/checkout-options';
import { useCartReads } from './cart-reads';

/**
 * The number and network mobile money prompts: what the customer typed, else what a form sent
 * without scripts carried (`sent`, shown again with its problem), else the profile's phone and the
 * network it tells.
 */
export function useMobileMoneyEntry(sent: MobileMoneyEntry | undefined): MobileMoneyEntry {
  const typed = useAtomValue(mobileMoneyAtom);
  const { phone } = useCartReads();
  return useMemo(() => typed ?? sent ?? entryOfNumber(phone ?? ''), [typed, sent, phone]);
}
