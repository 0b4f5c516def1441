import type { SlotProps } from '@storefront/contract';
import { AddressForm } from '../features/addresses/components/address-form';

/** Exposed as `./AddressForm`: the content of the cart's add-address overlay. */
export default function AddressFormWidget({ onSaved }: SlotProps['address-form']) {
  return <AddressForm onSaved={onSaved} variant="overlay" headingLevel={2} />;
}
