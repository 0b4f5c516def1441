import type { MobileNetwork } from '@storefront/api-client';

export { INTENT_FIELD } from './payment-form-fields';

/** A new prompt to the number the last one went to ('Resend the prompt', 'Try again'). */
export const RESEND_PROMPT = 'resend-prompt';
/** A new prompt to the number typed under 'Change number'. */
export const CHANGE_NUMBER = 'change-number';
export type PromptIntent = typeof RESEND_PROMPT | typeof CHANGE_NUMBER;

export const PHONE_FIELD = 'phone';
export const NETWORK_FIELD = 'network';
/** The attempt's Idempotency-Key; the action makes one for a form that brings none. */
export const ATTEMPT_FIELD = 'attempt';

/** What a prompt form shows after it was sent. */
export interface PromptAnswer {
  intent: PromptIntent;
  ok: boolean;
  /** Sent: the number the prompt went to (E.164), kept by the page for the next resend. Refused: the number as typed. */
  phone: string;
  network?: MobileNetwork;
  /** Why no prompt was sent; none when it was. */
  message?: string;
  /** The number itself is at fault: the message is said at the field. */
  phoneInvalid?: boolean;
}

export function isPromptAnswer(answer: { intent: string } | undefined): answer is PromptAnswer {
  return answer?.intent === RESEND_PROMPT || answer?.intent === CHANGE_NUMBER;
}
