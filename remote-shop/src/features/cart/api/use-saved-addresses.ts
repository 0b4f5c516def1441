import { getAddresses, type Address } from '@storefront/api-client';
import { sessionAtom } from '@storefront/contract';
import { useLoad, type LoadState } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { addressesVersionAtom } from '../state/checkout-options';

/** The signed-in customer's saved addresses; loaded again after sign-in and after an address is added. */
export function useSavedAddresses(): LoadState<Address[]> | { status: 'signed-out' } {
  const session = useAtomValue(sessionAtom);
  const version = useAtomValue(addressesVersionAtom);
  const addresses = useLoad(async () => (session ? getAddresses() : []), `${session?.user.email ?? ''} ${version}`);
  return session ? addresses : { status: 'signed-out' };
}
