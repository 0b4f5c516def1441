import { apiErrorMessage, initiatePayment, type MobileNetwork } from '@storefront/api-client';
import { type SessionUser } from '@storefront/contract';
import { payerOf } from './pay-order';

export const PROMPT_FAILED_MESSAGE = 'The prompt could not be sent. Please try again.';

export type PromptOutcome = { ok: true } | { ok: false; message: string };

/**
 * Asks for a mobile money prompt on `phone` for the order, under the attempt's key; the backend
 * replaces the prompt still waiting, if any. A refusal says the api's reason when it gave one.
 */
export async function sendPrompt(
  orderUuid: string,
  user: SessionUser,
  to: { phone: string; network: MobileNetwork },
  attemptKey: string,
): Promise<PromptOutcome> {
  try {
    await initiatePayment(
      orderUuid,
      { ...payerOf(user), method: 'mobile_money', phone: to.phone, network: to.network },
      attemptKey,
    );
    return { ok: true };
  } catch (error) {
    // Payment errors are also logged, so the cause is there for whoever looks into it.
    console.error(`Dashboard: the mobile money prompt of order ${orderUuid} was not sent`, error);
    return { ok: false, message: apiErrorMessage(error) ?? PROMPT_FAILED_MESSAGE };
  }
}
