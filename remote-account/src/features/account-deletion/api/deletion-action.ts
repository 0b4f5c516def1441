import { accountDeletionFormSchema } from '@storefront/api-client';
import { endCustomerSession, pageStore, showToastAtom } from '@storefront/contract';
import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import { forgetCustomer } from '../logic/forget-customer';
import { deletionPayload } from '../state/deletion-form';
import { submitDeletionRequest } from './submit-deletion-request';

/** The field that says which button sent the form: Continue or Delete My Account. */
export const INTENT_FIELD = 'intent';
export const CONTINUE = 'continue';
export const DELETE_ACCOUNT = 'delete-account';

export type DeletionField = 'password' | 'confirmation';

/** What /goodbye shows after a form was sent: the step, the reason typed, and why the account is still there. */
export interface DeletionAnswer {
  step: 1 | 2;
  reason: string;
  /** The refusal of the server (or of the call), said under the form. */
  message?: string;
  /** A field at fault, with its message. */
  errors?: Partial<Record<DeletionField, string>>;
}

const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value : '');

/** What the browser stored of the customer; a server holds none of it. */
const browserStorages = (): Storage[] => (typeof localStorage === 'undefined' ? [] : [localStorage, sessionStorage]);

/**
 * /goodbye's action, in the browser and on the server alike (a form sent before the app is in, or
 * with scripts off). Continue moves to step 2, keeping the reason for the form to send; Delete My
 * Account checks the phrase and the password, asks the api, and once the account is deleted ends
 * the session (on the server its cookie is cleared), forgets the customer and goes home.
 */
export async function deletionAction({ request }: Pick<ActionFunctionArgs, 'request'>): Promise<DeletionAnswer | Response> {
  const form = await request.formData();
  const intent = form.get(INTENT_FIELD);
  const reason = text(form.get('reason'));
  if (intent === CONTINUE) return { step: 2, reason };
  if (intent !== DELETE_ACCOUNT) throw data('This page takes no such form', { status: 400 });

  const checked = accountDeletionFormSchema.safeParse({ reason, password: text(form.get('password')), confirmation: text(form.get('confirmation')) });
  if (!checked.success) {
    const errors: Partial<Record<DeletionField, string>> = {};
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      if ((field === 'password' || field === 'confirmation') && !errors[field]) errors[field] = issue.message;
    }
    return { step: 2, reason, errors };
  }
  const outcome = await submitDeletionRequest(deletionPayload(checked.data));
  pageStore().set(showToastAtom, outcome.message, outcome.ok ? 'success' : 'error');
  if (!outcome.ok) return { step: 2, reason, message: outcome.message };
  endCustomerSession();
  forgetCustomer(pageStore(), browserStorages());
  return redirect('/');
}
