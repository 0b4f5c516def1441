import { useSearchParams } from 'react-router-dom';
import { addressPageQuery, type AddressPageQuery } from '../logic/address-page-query';

/** The address page's query (`?open=address&from=/cart`), read from the router, so the server's HTML and the browser's agree. */
export function useAddressPageQuery(): AddressPageQuery {
  const [search] = useSearchParams();
  return addressPageQuery(search);
}
