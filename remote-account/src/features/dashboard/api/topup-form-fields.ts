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

