import { data, type ActionFunctionArgs } from 'react-router-dom';
import { removeAddress } from './remove-address';

/** The field that says which of the address page's forms was sent. */
export const INTENT_FIELD = 'intent';
export const REMOVE_ADDRESS = 'remove-address';
/** The saved address a Remove form names. */
export const ADDRESS_FIELD = 'address';

/** What the saved list shows after a Remove: whether it went, and what to say. */
export interface AddressRemoveAnswer {
  intent: typeof REMOVE_ADDRESS;
  uuid: string;
  ok: boolean;
  message: string;
}

export type AddressActionData = AddressRemoveAnswer;

/**
 * The address page's action, in the browser and on the server alike (a form sent before the app is
 * in, or with scripts off). The page then reads the saved list again.
 */
export async function addressAction({ request }: Pick<ActionFunctionArgs, 'request'>): Promise<AddressActionData> {
  const form = await request.formData();
  const uuid = form.get(ADDRESS_FIELD);
  if (form.get(INTENT_FIELD) === REMOVE_ADDRESS && typeof uuid === 'string' && uuid !== '') {
    return { intent: REMOVE_ADDRESS, uuid, ...(await removeAddress(uuid)) };
  }
  throw data('This page takes no such form', { status: 400 });
}
