import { getAddresses, getProfile, getWalletBalance, type Address } from '@storefront/api-client';
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
  /** The profile's phone, which mobile money prompts unless the customer types another; null when there is none to read. */
  phone: string | null;
}

const SIGNED_OUT: SavedAddresses = { status: 'signed-out' };

/**
 * The reads of the customer the page is made for (on the server, the request's): the pricing
 * settings, and for a signed-in customer their saved addresses and, when `payment` (a cart with
 * Checkout), what the ways to pay start from: the wallet's balance and the profile's phone. Never
 * fails: the settings fall back to the default rates, the addresses to their error text, the
 * balance to none (the wallet is not offered), the phone to none (the customer types it).
 */
export async function readCart({ payment = true }: { payment?: boolean } = {}): Promise<CartReads> {
  const session = pageStore().get(sessionAtom);
  const paying = session !== null && payment;
  const [settings, addresses, walletBalance, phone] = await Promise.all([
    loadPricingSettings(),
    session ? settle(getAddresses()) : SIGNED_OUT,
    paying ? getWalletBalance().catch(() => null) : null,
    paying ? getProfile().then((profile) => profile.phone ?? null, () => null) : null,
  ]);
  return { customer: session?.user.email ?? null, settings, addresses, walletBalance, phone };
}
