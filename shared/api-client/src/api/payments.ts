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
