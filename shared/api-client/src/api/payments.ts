import {
  paymentInitiationResponseSchema,
  type PaymentInitiation,
  type PaymentInitiationPayload,
} from '../schemas/payments';
import { apiHttp, parsed } from './http';

/**
 * Starts paying order `orderId`; type 'link' sends the customer to `payment_link`, type
 * 'mobile_money' answers the prompt sent to the phone. `idempotencyKey` names one attempt: sent
 * again (after a lost answer), it answers the same payment.
 */
export async function initiatePayment(orderId: string, payload: PaymentInitiationPayload, idempotencyKey?: string): Promise<PaymentInitiation> {
  return parsed(paymentInitiationResponseSchema, () =>
    apiHttp().post(`payment/${encodeURIComponent(orderId)}`, { json: payload, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} }),
  );
}

/**
 * A fresh key naming one payment attempt (a UUID), for `initiatePayment`: sent again, the same key
 * answers the same payment, so a request repeated after a lost answer never starts a second one.
 * Browsers give `crypto.randomUUID` only to secure pages (https or localhost); elsewhere (the site
 * opened by its address on a local network) the UUID is made from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
