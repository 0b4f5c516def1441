import { OPEN_IN_PAGE_FIELD, sitePathOrNull } from '@storefront/ui';

/** The address of the address page with its add form asked for: `?open=address`. */
export const OPEN_FIELD = OPEN_IN_PAGE_FIELD;
export const OPEN_ADDRESS = 'address';
/**
 * The page of this site that sent the customer to add an address (`&from=/cart`), in the page's
 * query and in the add form: once the address is saved, they go back there to use it.
 */
export const FROM_FIELD = 'from';

/** What the address page was asked for in its address. */
export interface AddressPageQuery {
  /** The add form was asked for (the list's Add Address, or the cart's): it takes the focus. */
  addAddress: boolean;
  /** The page of this site to go back to once an address is added; never an address elsewhere. */
  from: string | null;
}

/** Reads the address page's query, as the server renders it and the browser hydrates it alike. */
export function addressPageQuery(search: URLSearchParams): AddressPageQuery {
  return { addAddress: search.get(OPEN_FIELD) === OPEN_ADDRESS, from: sitePathOrNull(search.get(FROM_FIELD)) };
}
