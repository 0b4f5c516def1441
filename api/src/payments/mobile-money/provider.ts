import type { IncomingHttpHeaders } from 'node:http';
import type { MobileNetwork } from '@storefront/api-client/schemas';

export type { MobileNetwork };

/** Why a provider says a payment failed, in the storefront's words (each provider maps its own codes). */
export const failureReasons = ['insufficient_funds', 'declined', 'not_allowed', 'provider_unavailable', 'other'] as const;
export type FailureReason = (typeof failureReasons)[number];

/** What the merchant asks the provider for: a prompt on the customer's phone. */
export interface PaymentRequest {
  /** The merchant's own unique reference (a UUID): sent again after a timeout, it never makes a second payment. */
  reference: string;
  amountNgwee: number;
  /** E.164 ('+260971234567'). */
  phone: string;
  network: MobileNetwork;
  /** What the customer's statement says (a few words). */
  statement: string;
}

/** The provider's answer to a request: accepted means the prompt is on its way, not that it is paid. */
export type RequestAnswer = { accepted: true } | { accepted: false; reason: FailureReason };

/** Where a payment stands at the provider; `unknown` when it has no payment of that reference. */
export type ProviderStatus =
  | { state: 'pending' }
  | { state: 'completed'; providerReference: string }
  | { state: 'failed'; reason: FailureReason }
  | { state: 'expired' }
  | { state: 'unknown' };

/**
 * A mobile money gateway as the backend uses it. The gateways that serve Zambia work alike: the
 * merchant creates a payment under its own reference, the customer approves it on the phone, the
 * provider calls back, and the merchant confirms by asking for the payment's status before it
 * gives value (a callback only says which payment to look at).
 */
export interface MobileMoneyProvider {
  readonly name: string;
  requestPayment(request: PaymentRequest): Promise<RequestAnswer>;
  checkPayment(reference: string): Promise<ProviderStatus>;
  /** The reference a callback is about, once its signature over the raw body holds; null for a forged or unreadable one. */
  readCallback(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<string | null>;
  /** Where a tester answers the prompt "on the phone": the sandbox's page; null for a real gateway. */
  promptPageUrl(reference: string): Promise<string | null>;
}
