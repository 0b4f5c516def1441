import { getAddresses, getWalletBalance, type Address } from '@storefront/api-client';
import { pageStore, sessionAtom } from '@storefront/contract';
import { settle, type Settled } from '@storefront/ui';
import { loadPricingSettings, type PricingSettings } from './pricing-settings';

/** The customer's saved addresses as read: none to read for a visitor. */
export type SavedAddresses = Settled<Address[]> | { status: 'signed-out' };

/** What a cart shows beyond its lines, read where the page is made (its loader). */
export interface CartReads {
  /** Whose reads these are: the signed-in customer's email, null for a visitor. */
  customer: string | null;
  settings: PricingSettings;
  addresses: SavedAddresses;
  /** The wallet's balance in kwacha; null for a visitor, when not asked for, or when the read failed. */
  walletBalance: number | null;
}

const SIGNED_OUT: SavedAddresses = { status: 'signed-out' };

/**
 * The reads of the customer the page is made for (on the server, the request's): the pricing
 * settings, and for a signed-in customer their saved addresses and, when `wallet`, the wallet's
 * balance. Never fails: the settings fall back to the default rates, the addresses to their error
 * text, the balance to none (only the payment link is offered).
 */
export async function readCart({ wallet = true }: { wallet?: boolean } = {}): Promise<CartReads> {
  const session = pageStore().get(sessionAtom);
  const [settings, addresses, walletBalance] = await Promise.all([
    loadPricingSettings(),
    session ? settle(getAddresses()) : SIGNED_OUT,
    session && wallet ? getWalletBalance().catch(() => null) : null,
  ]);
  return { customer: session?.user.email ?? null, settings, addresses, walletBalance };
}
