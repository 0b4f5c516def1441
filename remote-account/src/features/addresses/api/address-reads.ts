import { getAddresses, type Address } from '@storefront/api-client';
import { settle, type Settled } from '@storefront/ui';

/** The address page's loader: the saved addresses ('Failed to load addresses' with Try again when they cannot be read). */
export function readAddresses(): Promise<Settled<Address[]>> {
  return settle(getAddresses());
}
