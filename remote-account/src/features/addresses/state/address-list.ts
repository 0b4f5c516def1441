import type { Address } from '@storefront/api-client';

/** The saved-address list's messages. */
export const ADDRESSES_NOT_LOADED_MESSAGE = 'Failed to load addresses';
export const NO_ADDRESS_MESSAGE = 'No address found';
export const ADDRESS_REMOVED_MESSAGE = 'Address removed successfully';
export const ADDRESS_NOT_REMOVED_MESSAGE = 'Failed to remove address';

/** The addresses still shown: the loaded list without those removed since it loaded. */
export function visibleAddresses(loaded: readonly Address[], removed: ReadonlySet<string>): Address[] {
  return loaded.filter((address) => !removed.has(address.uuid));
}

/** The second line of an address: its house, plot or landmark and its city or location, when it has them. */
export function addressDetail(address: Address): string | undefined {
  const location = address.location.trim();
  const parts = [address.address_line?.trim() ?? '', location === address.address ? '' : location].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
