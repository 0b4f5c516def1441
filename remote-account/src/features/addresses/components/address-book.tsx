import { useRef, useState } from 'react';
import { AddressForm, type AddressFormHandle } from './address-form';
import { SavedAddresses } from './saved-addresses';

/**
 * The /user/address page's content: the add-address form (the page's stricter variant) above the
 * saved list. The list loads again after an address is saved; its empty state's 'Add Address'
 * button moves the focus to the form's search field.
 */
export function AddressBook() {
  const form = useRef<AddressFormHandle>(null);
  const [reloadKey, setReloadKey] = useState(0);
  return (
    <>
      <AddressForm variant="page" headingLevel={2} handle={form} onSaved={() => setReloadKey((key) => key + 1)} />
      <SavedAddresses reloadKey={reloadKey} onAddAddress={() => form.current?.focusSearch()} />
    </>
  );
}
