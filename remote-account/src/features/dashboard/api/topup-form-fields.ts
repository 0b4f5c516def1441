export { INTENT_FIELD, STAY, THEN_FIELD } from './payment-form-fields';

export const TOP_UP = 'top-up';
export const AMOUNT_FIELD = 'amount';

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

