import { apiErrorMessage, initiatePayment } from '@storefront/api-client';
import { type SessionUser } from '@storefront/contract';

export const PAYMENT_FAILED_MESSAGE = 'Error processing payment';

export const PAID_FROM_WALLET_MESSAGE = 'Paid from your wallet.';

/** Who pays, as `POST /payment/{id}` names the payer: the signed-in customer's name and e-mail. */
export function payerOf(user: SessionUser): { name: string; email: string } {
  return { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email };
}

export type PayOrderOutcome = { ok: true; paymentLink: string | null } | { ok: false; message: string };

/** Starts paying an order with the customer's name and e-mail; a 'link' answer carries the payment page. */
export async function payOrder(orderUuid: string, user: SessionUser): Promise<PayOrderOutcome> {
  try {
    const payment = await initiatePayment(orderUuid, payerOf(user));
    return { ok: true, paymentLink: payment.type === 'link' ? (payment.payment_link ?? null) : null };
  } catch (error) {
    // Payment errors are also logged, so the cause is there for whoever looks into it.
    console.error(`Dashboard: the payment of order ${orderUuid} did not start`, error);
    return { ok: false, message: PAYMENT_FAILED_MESSAGE };
  }
}

/** Pays an order from the wallet; a refusal says the api's reason (the balance and the total) when it gave one. */
export async function payFromWallet(orderUuid: string, user: SessionUser): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await initiatePayment(orderUuid, { ...payerOf(user), method: 'wallet' });
    return { ok: true };
  } catch (error) {
    console.error(`Dashboard: order ${orderUuid} was not paid from the wallet`, error);
    return { ok: false, message: apiErrorMessage(error) ?? PAYMENT_FAILED_MESSAGE };
  }
}
