import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect-database';
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

type PaymentStatus = 'pending' | 'paid' | 'cancelled' | 'failed' | 'expired';

function paymentQuery(db: Db) {
  return db
    .selectFrom('payments as p')
    .leftJoin('orders as o', 'o.id', 'p.order_id')
    .select([
      'p.id',
      'p.reference',
      'p.user_id',
      'p.purpose',
      'p.order_id',
      'p.amount_ngwee',
      'p.status',
      'o.uuid as order_uuid',
      'o.status as order_status',
      'o.payment_status as order_payment_status',
    ])
    // The schema's CHECKs keep these columns to these values.
    .$narrowType<{ purpose: PaymentPurpose; status: PaymentStatus }>();
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>['executeTakeFirstOrThrow']>>;

async function findRow(db: Db, reference: string): Promise<PaymentRow | undefined> {
  if (!REFERENCE_PATTERN.test(reference)) return undefined;
  return paymentQuery(db).where('p.reference', '=', reference).executeTakeFirst();
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

export async function findPayment(db: Db, reference: string): Promise<PaymentView | undefined> {
  const row = await findRow(db, reference);
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
export async function createPayment(db: Db, payment: NewPayment): Promise<string> {
  const reference = randomToken(referenceBytes);
  await db
    .insertInto('payments')
    .values({
      uuid: randomUUID(),
      reference,
      user_id: payment.userId,
      purpose: payment.purpose,
      order_id: payment.orderId,
      amount_ngwee: payment.amountNgwee,
      customer_name: payment.customerName ?? null,
      customer_email: payment.customerEmail ?? null,
    })
    .execute();
  return reference;
}

/** What a pay or cancel did: `changed` is false when the payment had already settled. */
export interface PaymentOutcome {
  view: PaymentView;
  changed: boolean;
}

/**
 * Marks an order paid, unless it already is; its status clock starts now, so the timer moves it
 * on from here. Answers whether this call paid it: false when it was paid before, or meanwhile by
 * a payment committed first (on PostgreSQL the update waits for that one and then finds it paid).
 */
export async function markOrderPaid(
  db: Db,
  orderId: number,
  now: Date,
  paidWith: 'link' | 'wallet' | 'mobile_money' = 'link',
): Promise<boolean> {
  const stamp = now.toISOString();
  const result = await db
    .updateTable('orders')
    .set({ payment_status: 'paid', paid_with: paidWith, paid_at: stamp, status_changed_at: stamp, updated_at: stamp })
    .where('id', '=', orderId)
    .where('payment_status', '<>', 'paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Ends a pending payment as paid or cancelled; false when it was no longer pending (settled
 * meanwhile by a request committed first: the condition is checked again after waiting for it).
 */
async function settlePending(db: Db, paymentId: number, status: 'paid' | 'cancelled', stamp: string): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status, completed_at: stamp })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Thrown inside a transaction whose payment settled meanwhile: its writes are undone and nothing changed. */
class SettledMeanwhile extends Error {}

/**
 * Runs a pay or cancel in one transaction; when the payment (or its order) settled meanwhile, the
 * transaction is undone and the payment is answered as it now stands, unchanged.
 */
async function settleOnce(
  db: Db,
  reference: string,
  action: (trx: Db) => Promise<PaymentOutcome | undefined>,
): Promise<PaymentOutcome | undefined> {
  try {
    return await db.transaction().execute(action);
  } catch (error) {
    if (!(error instanceof SettledMeanwhile)) throw error;
    const row = await findRow(db, reference);
    return row && { view: toView(row), changed: false };
  }
}

/**
 * Pays a pending payment: the order becomes paid, or the wallet is credited. One transaction whose
 * writes are conditional (the payment still pending, the order not yet paid) and checked, so a
 * double submit, or a second server on the same database, can never pay twice.
 * Undefined for an unknown reference.
 */
export async function payPayment(db: Db, reference: string, now: Date = new Date()): Promise<PaymentOutcome | undefined> {
  return settleOnce(db, reference, async (trx) => {
    const row = await findRow(trx, reference);
    if (!row) return undefined;
    if (stateOf(row) !== 'pending') return { view: toView(row), changed: false };

    const stamp = now.toISOString();
    if (!(await settlePending(trx, row.id, 'paid', stamp))) throw new SettledMeanwhile();
    if (row.order_id !== null) {
      // Paid meanwhile through another link or means: this payment stays pending, unpaid.
      if (!(await markOrderPaid(trx, row.order_id, now))) throw new SettledMeanwhile();
    } else {
      await trx
        .insertInto('wallet_transactions')
        .values({
          uuid: randomUUID(),
          user_id: row.user_id,
          kind: 'topup',
          amount_ngwee: row.amount_ngwee,
          status: 'completed',
          payment_id: row.id,
          description: 'Wallet top-up',
          created_at: stamp,
        })
        .execute();
    }
    return { view: { ...toView(row), state: 'paid' }, changed: true };
  });
}

/**
 * Cancels a pending payment; the order stays unpaid and can be paid through a new link.
 * Undefined for an unknown reference.
 */
export async function cancelPayment(db: Db, reference: string, now: Date = new Date()): Promise<PaymentOutcome | undefined> {
  return settleOnce(db, reference, async (trx) => {
    const row = await findRow(trx, reference);
    if (!row) return undefined;
    if (row.status !== 'pending') return { view: toView(row), changed: false };
    if (!(await settlePending(trx, row.id, 'cancelled', now.toISOString()))) throw new SettledMeanwhile();
    return { view: { ...toView(row), state: 'cancelled' }, changed: true };
  });
}
