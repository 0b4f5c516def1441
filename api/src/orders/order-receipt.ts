import type { Db } from '../db/open-database';

/** How a paid order was paid, for its receipt: when, by what, and the reference to quote to the provider or support. */
export interface ReceiptAnswer {
  paid_at: string;
  paid_with: 'link' | 'wallet' | 'mobile_money';
  /** The provider's reference for mobile money, the payment's own for a link, the wallet debit's for the wallet. */
  reference: string | null;
  network: string | null;
  /** The last four digits of the number that paid by mobile money. */
  phone_ending: string | null;
}

interface PaidOrderRow {
  id: number;
  paid_at: string | null;
  paid_with: ReceiptAnswer['paid_with'] | null;
}

interface PaidPaymentRow {
  reference: string;
  network: string | null;
  phone: string | null;
}

function paidPayment(db: Db, orderId: number): PaidPaymentRow | undefined {
  return db
    .prepare(
      `SELECT coalesce(provider_reference, uuid) AS reference, network, phone FROM payments
       WHERE order_id = ? AND status = 'paid' ORDER BY completed_at DESC, id DESC LIMIT 1`,
    )
    .get(orderId) as PaidPaymentRow | undefined;
}

function walletDebit(db: Db, orderId: number): string | null {
  const row = db
    .prepare(`SELECT uuid FROM wallet_transactions WHERE order_id = ? AND kind = 'order_payment' AND status = 'completed' LIMIT 1`)
    .get(orderId) as { uuid: string } | undefined;
  return row?.uuid ?? null;
}

/** The receipt of one of the user's orders; null while it is unpaid. */
export function orderReceipt(db: Db, userId: number, uuid: string): ReceiptAnswer | null {
  const order = db
    .prepare(`SELECT id, paid_at, paid_with FROM orders WHERE user_id = ? AND uuid = ? AND payment_status = 'paid'`)
    .get(userId, uuid.toLowerCase()) as PaidOrderRow | undefined;
  if (!order?.paid_at || !order.paid_with) return null;
  const base = { paid_at: order.paid_at, paid_with: order.paid_with };
  if (order.paid_with === 'wallet') return { ...base, reference: walletDebit(db, order.id), network: null, phone_ending: null };
  const payment = paidPayment(db, order.id);
  return {
    ...base,
    reference: payment?.reference ?? null,
    network: payment?.network ?? null,
    phone_ending: payment?.phone ? payment.phone.slice(-4) : null,
  };
}
