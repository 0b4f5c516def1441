import { topupPayloadSchema } from '@storefront/api-client';
import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import { requestTopup } from './request-topup';
import { INTENT_FIELD, TOP_UP, AMOUNT_FIELD, THEN_FIELD, STAY, type TopupAnswer, type DashboardActionData } from './topup-form-fields';

const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value : '');

/** The amount as the contract reads it: an empty field is no number at all, not 0. */
function typedAmount(amount: string): number {
  return amount.trim() === '' ? Number.NaN : Number(amount);
}

/**
 * Starts a top-up of the amount typed (greater than 0, at most two decimals). Started, the
 * customer pays at the api's payment link: the dialog opens it, a plain form goes there.
 */
async function topUp(form: FormData): Promise<TopupAnswer | Response> {
  const amount = text(form.get(AMOUNT_FIELD));
  const checked = topupPayloadSchema.safeParse({ amount: typedAmount(amount) });
  if (!checked.success) {
    return { intent: TOP_UP, ok: false, message: checked.error.issues[0]?.message ?? '', amount, amountInvalid: true };
  }
  const outcome = await requestTopup(checked.data);
  if (!outcome.ok) return { intent: TOP_UP, ok: false, message: outcome.message, amount };
  if (outcome.paymentLink && form.get(THEN_FIELD) !== STAY) return redirect(outcome.paymentLink);
  return { intent: TOP_UP, ok: true, message: outcome.message, amount, paymentLink: outcome.paymentLink };
}

/**
 * The dashboard's action, in the browser and on the server alike (a form sent before the app is
 * in, or with scripts off). The page then reads the balance again.
 */
export async function dashboardAction({ request }: Pick<ActionFunctionArgs, 'request'>): Promise<DashboardActionData | Response> {
  const form = await request.formData();
  if (form.get(INTENT_FIELD) === TOP_UP) return topUp(form);
  throw data('This page takes no such form', { status: 400 });
}
