import { type Address } from '@storefront/api-client';
import { sessionAtom } from '@storefront/contract';
import { type LoadState } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { CartReads } from '../api/cart-reads';
import { type PricingSettingsState } from '../api/pricing-settings';
import { addressesVersionAtom } from '../state/checkout-options';

export type AddressesState = LoadState<Address[]> | { status: 'signed-out' };

/** What a cart shows beyond its lines, as its parts see it: read, or still coming. */
export interface CartReadsState {
  settings: PricingSettingsState;
  addresses: AddressesState;
  /** Null while it loads, for a visitor, or when it could not be read. */
  walletBalance: number | null;
  /** The profile's phone, for the mobile money number; null while it loads, for a visitor, or when there is none. */
  phone: string | null;
}

const CartReadsContext = createContext<CartReadsState | null>(null);

/** The reads of the cart around this component (CartReadsOf). */
export function useCartReads(): CartReadsState {
  const reads = useContext(CartReadsContext);
  if (!reads) throw new Error('A cart part needs CartReadsOf around it');
  return reads;
}

const LOADING_SETTINGS: PricingSettingsState = { status: 'loading', rates: null, tips: [] };

/**
 * The cart's parts under what was read for them (readCart): by the page's loader (the cart and
 * food pages), shown from the first render, on the server as in the browser, so the page hydrates
 * as it was sent; or by the host for the drawer, a slot, whose parts show their loading states
 * until the reads are in. Read again (the page's loaders and the slot's read run again) when the
 * customer signs in or out, or adds an address; until then another customer's addresses show as
 * loading, never the old ones.
 */
export function CartReadsOf({ reads, children }: { reads: CartReads | undefined; children: ReactNode }) {
  const { revalidate } = useRevalidator();
  const customer = useAtomValue(sessionAtom)?.user.email ?? null;
  const addressesVersion = useAtomValue(addressesVersionAtom);
  const readAtVersion = useRef(addressesVersion);
  const current = reads !== undefined && reads.customer === customer;

  useEffect(() => {
    if (!reads || (current && addressesVersion === readAtVersion.current)) return;
    readAtVersion.current = addressesVersion;
    void revalidate();
  }, [reads, current, addressesVersion, revalidate]);

  const value = useMemo<CartReadsState>(
    () =>
      current
        ? reads
        : { settings: reads?.settings ?? LOADING_SETTINGS, addresses: customer ? { status: 'loading' } : { status: 'signed-out' }, walletBalance: null, phone: null },
    [current, customer, reads],
  );
  return <CartReadsContext value={value}>{children}</CartReadsContext>;
}
