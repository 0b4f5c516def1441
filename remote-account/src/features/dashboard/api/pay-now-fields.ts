/** The field that says which of the order page's forms was sent. */
export const INTENT_FIELD = 'intent';
export const PAY_ORDER = 'pay-order';
/**
 * Sent by the running app's Pay Now: the payment page then opens in a new tab while the order page
 * stays and follows the payment. A form sent without it (before the app is in, or with scripts
 * off) has no tab to open, so the answer takes the customer to the payment page itself.
 */
export const THEN_FIELD = 'then';
export const STAY = 'stay';

/** What Pay Now shows after it was sent: whether the payment started, what to say, and where to pay. */
export interface PayOrderAnswer {
  intent: typeof PAY_ORDER;
  ok: boolean;
  /** Why the payment did not start; none when it did. */
  message?: string;
  paymentLink?: string | null;
}

export type OrderActionData = PayOrderAnswer;

