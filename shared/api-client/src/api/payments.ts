import {
  paymentInitiationResponseSchema,
  type PaymentInitiation,
  type PaymentInitiationPayload,
} from '../schemas/payments';
import { apiHttp, parsed } from './http';

/** Starts paying order `orderId`; type 'link' sends the customer to `payment_link`. */
export async function initiatePayment(orderId: string, payload: PaymentInitiationPayload): Promise<PaymentInitiation> {
  return parsed(paymentInitiationResponseSchema, () =>
    apiHttp().post(`payment/${encodeURIComponent(orderId)}`, { json: payload }),
  );
}
