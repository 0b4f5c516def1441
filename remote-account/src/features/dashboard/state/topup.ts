import type { TopupResponse } from '@storefront/api-client';

export const TOPUP_FAILED_MESSAGE = 'Failed to initiate topup';
export const TOPUP_STARTED_MESSAGE = 'Topup initiated successfully';

export type TopupOutcome =
  | { ok: true; message: string; paymentLink: string | null }
  | { ok: false; message: string };

/** What to tell the customer about a top-up answer. */
export function topupOutcome(answer: TopupResponse): TopupOutcome {
  if (!answer.success) return { ok: false, message: answer.message || answer.error || TOPUP_FAILED_MESSAGE };
  return { ok: true, message: answer.message || TOPUP_STARTED_MESSAGE, paymentLink: answer.data?.payment_link ?? null };
}

/** A refused top-up call: the server's message (or error) when it sent one, else 'Failed to initiate topup'. */
export function topupFailure(serverMessage: string | undefined): TopupOutcome {
  return { ok: false, message: serverMessage || TOPUP_FAILED_MESSAGE };
}
