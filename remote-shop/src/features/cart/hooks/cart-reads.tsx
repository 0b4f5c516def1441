import { type Address } from '@storefront/api-client';
import { sessionAtom } from '@storefront/contract';
import { type LoadState } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { CartReads } from '../api/cart-reads';
import { usePricingSettings, type PricingSettingsState } from '../api/use-pricing-settings';
import { useSavedAddresses } from '../api/use-saved-addresses';
import { useWalletBalance } from '../api/use-wallet-balance';
import { addressesVersionAtom } from '../state/checkout-options';

export type AddressesState = LoadState<Address[]> | { status: 'signed-out' };

/** What a cart shows beyond its lines, as its parts see it: read by the page's loader, or still coming in the browser. */
export interface CartReadsState {
  settings: PricingSettingsState;
  addresses: AddressesState;
  /** Null while it loads, for a visitor, or when it could not be read. */
  walletBalance: number | null;
}

const CartReadsContext = createContext<CartReadsState | null>(null);

/** The reads of the cart around this component (PageCartReads or BrowserCartReads). */
export function useCartReads(): CartReadsState {
  const reads = useContext(CartReadsContext);
  if (!reads) throw new Error('A cart part needs PageCartReads or BrowserCartReads around it');
  return reads;
}

/**
 * A cart on a page whose loader read for it (readCart): shown from the first render, on the server
 * as in the browser, so the page hydrates as it was sent. Read again (the route's loaders run
 * again) when the customer signs in or out on the page, or adds an address; until then another
 * customer's addresses show as loading, never the old ones.
 */
export function PageCartReads({ reads, children }: { reads: CartReads; children: ReactNode }) {
  const { revalidate } = useRevalidator();
  const customer = useAtomValue(sessionAtom)?.user.email ?? null;
  const addressesVersion = useAtomValue(addressesVersionAtom);
  const readAtVersion = useRef(addressesVersion);
  const otherCustomer = customer !== reads.customer;

  useEffect(() => {
    if (!otherCustomer && addressesVersion === readAtVersion.current) return;
    readAtVersion.current = addressesVersion;
    void revalidate();
  }, [otherCustomer, addressesVersion, revalidate]);

  const value = useMemo<CartReadsState>(
    () =>
      otherCustomer
        ? { settings: reads.settings, addresses: customer ? { status: 'loading' } : { status: 'signed-out' }, walletBalance: null }
        : reads,
    [otherCustomer, customer, reads],
  );
  return <CartReadsContext value={value}>{children}</CartReadsContext>;
}

/**
 * A cart no page's loader read for (the drawer, a slot of the host's layout): it reads in the
 * browser once shown, and shows its loading state until then, the same on the server's render as
 * on the browser's first one.
 */
export function BrowserCartReads({ children }: { children: ReactNode }) {
  const settings = usePricingSettings();
  const addresses = useSavedAddresses();
  const walletBalance = useWalletBalance();
  return <CartReadsContext value={{ settings, addresses, walletBalance }}>{children}</CartReadsContext>;
}

/** The cart's parts under the page's reads when it has them, else under reads of their own. */
export function CartReadsOf({ reads, children }: { reads: CartReads | undefined; children: ReactNode }) {
  return reads ? <PageCartReads reads={reads}>{children}</PageCartReads> : <BrowserCartReads>{children}</BrowserCartReads>;
}
