import { topupPayloadSchema } from '@storefront/api-client';
import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import { requestTopup } from './request-topup';

/** The field that says which of the dashboard's forms was sent. */
export const INTENT_FIELD = 'intent';
export const TOP_UP = 'top-up';
export const AMOUNT_FIELD = 'amount';
/**
 * Sent by the dialog the running app opens: the payment page then opens in a new tab while the
 * dashboard stays and watches the balance. A form sent without it (before the app is in, or with
 * scripts off) has no tab to open, so the answer takes the customer to the payment page itself.
 */
export const THEN_FIELD = 'then';
export const STAY = 'stay';

/** What the top-up form shows after it was sent: what to say, the amount as typed, and where to pay. */
export interface TopupAnswer {
  intent: typeof TOP_UP;
  ok: boolean;
  message: string;
  amount: string;
  /** The amount itself is at fault: the message is said at the field. */
  amountInvalid?: boolean;
  paymentLink?: string | null;
}

export type DashboardActionData = TopupAnswer;

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
