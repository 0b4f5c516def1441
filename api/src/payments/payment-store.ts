import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open-database';
import { randomToken, randomTokenLength } from '../lib/random-token';

const referenceBytes = 32;
/** What a reference of this server looks like; anything else is unknown without a lookup. */
export const REFERENCE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${randomTokenLength(referenceBytes)}}$`);

export type PaymentPurpose = 'order' | 'wallet_topup';

/**
 * Where a payment stands as its page shows it. A pending payment of an order that was paid
 * through another link, or cancelled, can no longer be paid.
 */
export type PaymentState = 'pending' | 'paid' | 'cancelled' | 'order-already-paid' | 'order-cancelled';

export interface PaymentView {
  reference: string;
  purpose: PaymentPurpose;
  /** Null for a wallet top-up. */
  orderUuid: string | null;
  amountNgwee: number;
  state: PaymentState;
}

interface PaymentRow {
  id: number;
  reference: string;
  user_id: number;
  purpose: PaymentPurpose;
  order_id: number | null;
  amount_ngwee: number;
  status: 'pending' | 'paid' | 'cancelled' | 'failed' | 'expired';
  order_uuid: string | null;
  order_status: string | null;
  order_payment_status: string | null;
}

function findRow(db: Db, reference: string): PaymentRow | undefined {
  if (!REFERENCE_PATTERN.test(reference)) return undefined;
  return db
    .prepare(
      `SELECT p.id, p.reference, p.user_id, p.purpose, p.order_id, p.amount_ngwee, p.status,
              o.uuid AS order_uuid, o.status AS order_status, o.payment_status AS order_payment_status
       FROM payments p LEFT JOIN orders o ON o.id = p.order_id
       WHERE p.reference = ?`,
    )
    .get(reference) as PaymentRow | undefined;
}

function stateOf(row: PaymentRow): PaymentState {
  if (row.status === 'paid') return 'paid';
  if (row.status !== 'pending') return 'cancelled';
  if (row.order_payment_status === 'paid') return 'order-already-paid';
  if (row.order_status === 'cancelled') return 'order-cancelled';
  return 'pending';
}

function toView(row: PaymentRow): PaymentView {
  return {
    reference: row.reference,
    purpose: row.purpose,
    orderUuid: row.order_uuid,
    amountNgwee: row.amount_ngwee,
    state: stateOf(row),
  };
}

export function findPayment(db: Db, reference: string): PaymentView | undefined {
  const row = findRow(db, reference);
  return row && toView(row);
}

interface NewPayment {
  userId: number;
  purpose: PaymentPurpose;
  orderId: number | null;
  amountNgwee: number;
  customerName?: string;
  customerEmail?: string;
}

/** Opens a payment and answers its reference: random and long, the link is its only key. */
export function createPayment(db: Db, payment: NewPayment): string {
  const reference = randomToken(referenceBytes);
  db.prepare(
    `INSERT INTO payments (uuid, reference, user_id, purpose, order_id, amount_ngwee, customer_name, customer_email)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    randomUUID(),
    reference,
    payment.userId,
    payment.purpose,
    payment.orderId,
    payment.amountNgwee,
    payment.customerName ?? null,
    payment.customerEmail ?? null,
  );
  return reference;
}

/** What a pay or cancel did: `changed` is false when the payment had already settled. */
export interface PaymentOutcome {
  view: PaymentView;
  changed: boolean;
}

/** Marks an order paid; its status clock starts now, so the timer moves it on from here. */
export function markOrderPaid(db: Db, orderId: number, now: Date, paidWith: 'link' | 'wallet' | 'mobile_money' = 'link'): void {
  const stamp = now.toISOString();
  db.prepare(
    `UPDATE orders SET payment_status = 'paid', paid_with = ?, paid_at = ?, status_changed_at = ?, updated_at = ?
     WHERE id = ? AND payment_status <> 'paid'`,
  ).run(paidWith, stamp, stamp, stamp, orderId);
}

/**
 * Pays a pending payment: the order becomes paid, or the wallet is credited. One immediate
 * transaction, so a double submit (or a second server on the same file) can never pay twice.
 * Undefined for an unknown reference.
 */
export function payPayment(db: Db, reference: string, now: Date = new Date()): PaymentOutcome | undefined {
  return db
    .transaction((): PaymentOutcome | undefined => {
      const row = findRow(db, reference);
      if (!row) return undefined;
      if (stateOf(row) !== 'pending') return { view: toView(row), changed: false };

      const stamp = now.toISOString();
      db.prepare(`UPDATE payments SET status = 'paid', completed_at = ? WHERE id = ? AND status = 'pending'`).run(stamp, row.id);
      if (row.order_id !== null) {
        markOrderPaid(db, row.order_id, now);
      } else {
        db.prepare(
          `INSERT INTO wallet_transactions (uuid, user_id, kind, amount_ngwee, status, payment_id, description, created_at)
           VALUES (?, ?, 'topup', ?, 'completed', ?, 'Wallet top-up', ?)`,
        ).run(randomUUID(), row.user_id, row.amount_ngwee, row.id, stamp);
      }
      return { view: { ...toView(row), state: 'paid' }, changed: true };
    })
    .immediate();
}

/**
 * Cancels a pending payment; the order stays unpaid and can be paid through a new link.
 * Undefined for an unknown reference.
 */
export function cancelPayment(db: Db, reference: string, now: Date = new Date()): PaymentOutcome | undefined {
  return db
    .transaction((): PaymentOutcome | undefined => {
      const row = findRow(db, reference);
      if (!row) return undefined;
      if (row.status !== 'pending') return { view: toView(row), changed: false };
      db.prepare(`UPDATE payments SET status = 'cancelled', completed_at = ? WHERE id = ? AND status = 'pending'`).run(
        now.toISOString(),
        row.id,
      );
      return { view: { ...toView(row), state: 'cancelled' }, changed: true };
    })
    .immediate();
}
