import type { Address } from '@storefront/api-client';
import type { Settled } from '@storefront/ui';
import { useRef } from 'react';
import { useAddressPageQuery } from '../hooks/use-address-page-query';
import { AddressPageForm, type AddressFormHandle } from './address-form';
import { SavedAddresses } from './saved-addresses';

export interface AddressBookProps {
  /** The saved addresses as the page's loader read them (readAddresses). */
  addresses: Settled<Address[]>;
  /** The list is to be read again (Try again): the page reads it again (after a form, the router does). */
  onChanged: () => void;
}

/**
 * The /user/address page's content: the add-address form (the page's stricter variant) above the
 * saved list. The list is read again after an address is saved or removed; its empty state's 'Add
 * Address' button moves the focus to the form's search field (before the app is in, it asks for the
 * page with the focus there: `?open=address`). Sent from another page (`&from=/cart`), the form
 * takes the customer back there once the address is saved.
 */
export function AddressBook({ addresses, onChanged }: AddressBookProps) {
  const form = useRef<AddressFormHandle>(null);
  const { addAddress, from } = useAddressPageQuery();
  return (
    <>
      <AddressPageForm handle={form} focused={addAddress} returnTo={from} />
      <SavedAddresses addresses={addresses} onChanged={onChanged} returnTo={from} onAddAddress={() => form.current?.focusSearch()} />
    </>
  );
}
