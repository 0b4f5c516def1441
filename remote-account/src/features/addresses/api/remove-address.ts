import { deleteAddress, type CommandOutcome } from '@storefront/api-client';
import { ADDRESS_NOT_REMOVED_MESSAGE, ADDRESS_REMOVED_MESSAGE } from '../state/address-list';

/** Removes a saved address and says what to tell the customer. */
export async function removeAddress(uuid: string): Promise<CommandOutcome> {
  try {
    await deleteAddress(uuid);
    return { ok: true, message: ADDRESS_REMOVED_MESSAGE };
  } catch {
    return { ok: false, message: ADDRESS_NOT_REMOVED_MESSAGE };
  }
}
