import type { MobileNetwork } from '@storefront/api-client/schemas';

/** How a paid order was paid, for its receipt: when, by what, and the reference to quote to the provider or support. */
export interface ReceiptAnswer {
  paid_at: string;
  paid_with: 'link' | 'wallet' | 'mobile_money';
  /** The provider's reference for mobile money, the payment's own for a link, the wallet debit's for the wallet. */
  reference: string | null;
  network: MobileNetwork | null;
  /** The last four digits of the number that paid by mobile money. */
  phone_ending: string | null;
}

/** What the order query reads for the receipt, beside the order itself (receiptColumns). */
export interface ReceiptRow {
  payment_status: string;
  paid_at: string | null;
  paid_with: ReceiptAnswer['paid_with'] | null;
  /** The paid payment's: the provider's reference, else its own id. */
  receipt_payment_reference: string | null;
  receipt_network: MobileNetwork | null;
  receipt_phone: string | null;
  receipt_wallet_reference: string | null;
}

/**
 * The receipt's columns and join, read with the order in one query: a list of orders (and its
 * stream, read again every few hundred milliseconds) asks nothing more per order.
 */
export const receiptColumns = `o.paid_at,
         coalesce(rp.provider_reference, rp.uuid) AS receipt_payment_reference, rp.network AS receipt_network,
         rp.phone AS receipt_phone,
         (SELECT w.uuid FROM wallet_transactions w
          WHERE w.order_id = o.id AND w.kind = 'order_payment' AND w.status = 'completed' LIMIT 1) AS receipt_wallet_reference`;
export const receiptJoin = `LEFT JOIN payments rp ON rp.id = (
    SELECT p.id FROM payments p WHERE p.order_id = o.id AND p.status = 'paid' ORDER BY p.completed_at DESC, p.id DESC LIMIT 1)`;

/** The receipt of an order as its query read it; null while it is unpaid. */
export function receiptOf(row: ReceiptRow): ReceiptAnswer | null {
  if (row.payment_status !== 'paid' || !row.paid_at || !row.paid_with) return null;
  const base = { paid_at: row.paid_at, paid_with: row.paid_with };
  if (row.paid_with === 'wallet') return { ...base, reference: row.receipt_wallet_reference, network: null, phone_ending: null };
  return {
    ...base,
    reference: row.receipt_payment_reference,
    network: row.receipt_network,
    phone_ending: row.receipt_phone ? row.receipt_phone.slice(-4) : null,
  };
}
