import { mobileNetworkNames, type MobileNetwork, type MobilePayment } from '@storefront/api-client';

export function networkName(network: MobileNetwork): string {
  return mobileNetworkNames[network];
}

/** Why a prompt was not paid, in the customer's words (the gateway's reason as the backend names it). */
const failureReasons: Record<string, string> = {
  declined: 'you declined it on your phone',
  insufficient_funds: 'there was not enough money in your mobile money wallet',
  not_allowed: 'your mobile money account may not make this payment',
  provider_unavailable: 'the mobile money network could not be reached',
};

/** The line a failed payment shows: its reason in words, or a plain one when the gateway gave none. */
export function failureSentence(reason: string | null | undefined): string {
  return `The payment did not go through: ${failureReasons[reason ?? ''] ?? 'the network did not say why'}.`;
}

export const EXPIRED_SENTENCE = 'The prompt expired before it was approved.';
export const CANCELLED_SENTENCE = 'The prompt was withdrawn before it was approved.';

/** The line a waiting prompt shows, with the last digits of the phone it went to. */
export function waitingSentence(phoneEnding: string): string {
  return `Approve the payment on your phone (…${phoneEnding})`;
}

/**
 * What is left of a prompt's time, from its expiry (ISO) and now (ms since the epoch): '2:00 left',
 * '0:05 left', 'Expiring now' once the time is up (the backend then says it expired); null for an
 * expiry that is no time at all. Partial seconds count as a whole one, so it never says 0:00 early.
 */
export function promptCountdown(expiresAt: string, now: number): string | null {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return null;
  const seconds = Math.ceil((end - now) / 1000);
  if (seconds <= 0) return 'Expiring now';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} left`;
}

export type PromptState = 'waiting' | 'failed' | 'expired' | 'cancelled';

/** Where an unpaid order's mobile money payment stands; null when it has none, or it was paid. */
export function promptState(payment: Pick<MobilePayment, 'status'> | null | undefined): PromptState | null {
  if (!payment || payment.status === 'paid') return null;
  return payment.status === 'pending' ? 'waiting' : payment.status;
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * The number a new prompt goes to without asking ('Resend the prompt', 'Try again'): the first of
 * `candidates` (the number last sent from this page, the customer's profile phone) that ends with
 * the digits the prompt went to, so a prompt is never resent to another phone; null when none
 * does, and the customer then types the number.
 */
export function resendNumber(candidates: readonly (string | null | undefined)[], phoneEnding: string): string | null {
  const ending = digits(phoneEnding);
  if (ending === '') return null;
  return candidates.find((phone): phone is string => Boolean(phone) && digits(phone ?? '').endsWith(ending)) ?? null;
}
