import { createAddress, type Address, type CreateAddressPayload } from '@storefront/api-client';
import { ADDRESS_ADDED_MESSAGE, ADDRESS_NOT_ADDED_MESSAGE } from '../state/address-choice';

export type SaveAddressOutcome = { ok: true; address: Address; message: string } | { ok: false; message: string };

/** Saves the address and says what to tell the customer. */
export async function saveAddress(payload: CreateAddressPayload): Promise<SaveAddressOutcome> {
  try {
    const address = await createAddress(payload);
    return { ok: true, address, message: ADDRESS_ADDED_MESSAGE };
  } catch {
    return { ok: false, message: ADDRESS_NOT_ADDED_MESSAGE };
  }
}
