import { pageStore, sessionAtom, showToastAtom } from '@storefront/contract';
import { sitePathOrNull } from '@storefront/ui';
import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import { FROM_FIELD } from '../logic/address-page-query';
import { LOGIN_TO_ADD_ADDRESS_MESSAGE, typedAddressPayload, typedAddressProblem, type TypedAddress } from '../state/address-choice';
import { removeAddress } from './remove-address';
import { saveAddress } from './save-address';

/** The field that says which of the address page's forms was sent. */
export const INTENT_FIELD = 'intent';
export const REMOVE_ADDRESS = 'remove-address';
export const ADD_ADDRESS = 'add-address';
/** The saved address a Remove form names. */
export const ADDRESS_FIELD = 'address';

/** What the saved list shows after a Remove: whether it went, and what to say. */
export interface AddressRemoveAnswer {
  intent: typeof REMOVE_ADDRESS;
  uuid: string;
  ok: boolean;
  message: string;
}

/** What the add form shows after it was sent: whether it was saved, what to say, and on a refusal what was typed. */
export interface AddressAddAnswer {
  intent: typeof ADD_ADDRESS;
  ok: boolean;
  message: string;
  /** The field at fault, if one is. */
  field?: keyof TypedAddress;
  typed?: TypedAddress;
}

export type AddressActionData = AddressRemoveAnswer | AddressAddAnswer;

const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value : '');

/**
 * Saves the address typed or chosen. A place chosen from the suggestions brings its coordinates in
 * hidden fields; one typed on a page without scripts has none, and is saved as unknown ('0'), as
 * every address the storefront creates without a chosen place is.
 */
async function addAddress(form: FormData): Promise<AddressAddAnswer | Response> {
  const typed: TypedAddress = {
    address: text(form.get('address')),
    location: text(form.get('location')),
    line: text(form.get('address_line')),
    latitude: text(form.get('latitude')),
    longitude: text(form.get('longitude')),
  };
  const problem = pageStore().get(sessionAtom) ? typedAddressProblem(typed) : { message: LOGIN_TO_ADD_ADDRESS_MESSAGE };
  if (problem) return { intent: ADD_ADDRESS, ok: false, ...problem, typed };
  const outcome = await saveAddress(typedAddressPayload(typed));
  if (!outcome.ok) return { intent: ADD_ADDRESS, ok: false, message: outcome.message, typed };
  // Sent on the way from another page of the site (the cart's Add Address): back there to use it.
  const from = sitePathOrNull(form.get(FROM_FIELD));
  if (from === null) return { intent: ADD_ADDRESS, ok: true, message: outcome.message };
  // Said by the page the customer goes back to (the host keeps it for that page).
  pageStore().set(showToastAtom, outcome.message, 'success');
  return redirect(from);
}

/**
 * The address page's action, in the browser and on the server alike (a form sent before the app is
 * in, or with scripts off). The page then reads the saved list again, or, for an address added on
 * the way from another page, that page shows.
 */
export async function addressAction({ request }: Pick<ActionFunctionArgs, 'request'>): Promise<AddressActionData | Response> {
  const form = await request.formData();
  const uuid = form.get(ADDRESS_FIELD);
  if (form.get(INTENT_FIELD) === ADD_ADDRESS) return addAddress(form);
  if (form.get(INTENT_FIELD) === REMOVE_ADDRESS && typeof uuid === 'string' && uuid !== '') {
    return { intent: REMOVE_ADDRESS, uuid, ...(await removeAddress(uuid)) };
  }
  throw data('This page takes no such form', { status: 400 });
}
