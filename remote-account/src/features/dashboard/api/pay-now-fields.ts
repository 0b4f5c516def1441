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

export const PAY_FROM_WALLET = 'pay-from-wallet';

/** What 'Pay from my wallet' shows after it was sent: paid, or why not (the balance fell short). */
export interface WalletPayAnswer {
  intent: typeof PAY_FROM_WALLET;
  ok: boolean;
  message?: string;
}

export type OrderActionData = PayOrderAnswer | WalletPayAnswer | PromptAnswer;
