import type { PromptAnswer } from './prompt-fields';

export { INTENT_FIELD, STAY, THEN_FIELD } from './payment-form-fields';

export const PAY_ORDER = 'pay-order';

/** What Pay Now shows after it was sent: whether the payment started, what to say, and where to pay. */
export interface PayOrderAnswer {
  intent: typeof PAY_ORDER;
  ok: boolean;
  /** Why the payment did not start; none when it did. */
  message?: string;
  paymentLink?: string | null;
}

export type OrderActionData = PayOrderAnswer | PromptAnswer;
