import { quoteCart, type Address, type CartQuote, type Tip } from '@storefront/api-client';
import { cartKitchen, cartLinesAtom, type CartOrderType } from '@storefront/contract';
import { useAtomValue } from 'jotai';
import type { PricingSettingsState } from '../api/pricing-settings';
import { deliveryAddress } from '../logic/checkout-rules';
import { addressUuidAtom, orderTypeAtom, tipIdAtom } from '../state/checkout-options';
import { useCartReads, type AddressesState } from './cart-reads';

export interface CartPricing {
  quote: CartQuote;
  orderType: CartOrderType;
  settings: PricingSettingsState;
  addresses: AddressesState;
  /** The delivery address in use (deliveryAddress), whatever the order type. */
  address: Address | null;
  tip: Tip | null;
}

/**
 * The cart priced once, the same way wherever it is shown (the meal page's cart, the drawer, the
 * cart page) and sent at checkout: the settings' rates, the order type, the tip and the address,
 * with the reads of the cart around it (useCartReads).
 */
export function useCartPricing(): CartPricing {
  const lines = useAtomValue(cartLinesAtom);
  const orderType = useAtomValue(orderTypeAtom);
  const tipId = useAtomValue(tipIdAtom);
  const chosenAddress = useAtomValue(addressUuidAtom);
  const { settings, addresses } = useCartReads();

  const address = deliveryAddress(addresses.status === 'success' ? addresses.data : [], chosenAddress);
  const tip = settings.tips.find((candidate) => String(candidate.id) === String(tipId)) ?? null;
  const quote = quoteCart({ lines, rates: settings.rates, orderType, kitchen: cartKitchen(lines), address, tip: tip?.value ?? null });
  return { quote, orderType, settings, addresses, address, tip };
}
