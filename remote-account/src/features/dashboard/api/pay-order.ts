import { initiatePayment } from '@storefront/api-client';
import { type SessionUser } from '@storefront/contract';

export const PAYMENT_FAILED_MESSAGE = 'Error processing payment';

export type PayOrderOutcome = { ok: true; paymentLink: string | null } | { ok: false; message: string };

/** Starts paying an order with the customer's name and e-mail; a 'link' answer carries the payment page. */
export async function payOrder(orderUuid: string, user: SessionUser): Promise<PayOrderOutcome> {
  try {
    const payment = await initiatePayment(orderUuid, {
      name: `${user.first_name} ${user.last_name}`.trim(),
      email: user.email,
    });
    return { ok: true, paymentLink: payment.type === 'link' ? (payment.payment_link ?? null) : null };
  } catch (error) {
    // Payment errors are also logged, so the cause is there for whoever looks into it.
    console.error(`Dashboard: the payment of order ${orderUuid} did not start`, error);
    return { ok: false, message: PAYMENT_FAILED_MESSAGE };
  }
}
