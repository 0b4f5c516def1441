import type { MobileNetwork } from '@storefront/api-client/schemas';
import type { Db } from '../db/connect-database';

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
 * The orders (as `o`) with the receipt's columns, read with the order in one query: a list of
 * orders (and its stream, read again every few hundred milliseconds) asks nothing more per order.
 * The receipt's payment is the order's latest paid one (`rp`).
 */
export function ordersWithReceipt(db: Db) {
  return db
    .selectFrom('orders as o')
    .leftJoin('payments as rp', (join) =>
      join.on('rp.id', '=', (eb) =>
        eb
          .selectFrom('payments as p')
          .select('p.id')
          .whereRef('p.order_id', '=', 'o.id')
          .where('p.status', '=', 'paid')
          // A paid payment always has its time; NULLs last all the same, as SQLite sorts them.
          .orderBy('p.completed_at', (order) => order.desc().nullsLast())
          .orderBy('p.id', 'desc')
          .limit(1),
      ),
    )
    .select((eb) => [
      'o.paid_at',
      eb.fn.coalesce('rp.provider_reference', 'rp.uuid').as('receipt_payment_reference'),
      'rp.network as receipt_network',
      'rp.phone as receipt_phone',
      eb
        .selectFrom('wallet_transactions as w')
        .select('w.uuid')
        .whereRef('w.order_id', '=', 'o.id')
        .where('w.kind', '=', 'order_payment')
        .where('w.status', '=', 'completed')
        .orderBy('w.id')
        .limit(1)
        .as('receipt_wallet_reference'),
    ])
    // The schema's CHECKs keep these columns to the names the receipt carries.
    .$narrowType<{ receipt_network: MobileNetwork | null }>();
}

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
