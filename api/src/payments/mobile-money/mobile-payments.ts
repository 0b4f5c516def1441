import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connect-database';
import { isUniqueViolation } from '../../db/database-errors';
import { isPostgres } from '../../db/dialect';
import { HttpError } from '../../http/http-error';
import { randomToken } from '../../lib/random-token';
import type { OrderRow } from '../../orders/order-queries';
import { markOrderPaid } from '../payment-store';
import type { FailureReason, MobileMoneyProvider, MobileNetwork, ProviderStatus } from './provider';

/** A mobile money payment as the order page shows it. */
export interface MobilePaymentView {
  reference: string;
  status: 'pending' | 'paid' | 'cancelled' | 'failed' | 'expired';
  network: MobileNetwork;
  phone: string;
  expiresAt: string;
  failureReason: FailureReason | null;
  providerReference: string | null;
}

export interface StartMobilePayment {
  userId: number;
  order: OrderRow;
  phone: string;
  network: MobileNetwork;
  /** The client's key for this attempt: the same key again answers the same payment. */
  idempotencyKey: string | null;
  customerName: string;
  customerEmail: string;
}

export interface MobilePaymentsOptions {
  /** How long the customer has to approve a prompt (the providers' own limit is a few minutes). */
  promptMs: number;
  /** How long after its expiry a payment the provider still calls pending is checked before it is given up. */
  settleGraceMs: number;
  /** How long a payment given up (replaced or expired) is still checked for money that comes late. */
  lateCheckMs: number;
}

/** The mobile money payments with their orders' uuid and statuses. */
function mobilePaymentQuery(db: Db) {
  return db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select([
      'p.id',
      'p.uuid',
      'p.user_id',
      'p.order_id',
      'p.amount_ngwee',
      'p.status',
      'p.network',
      'p.phone',
      'p.expires_at',
      'p.failure_reason',
      'p.provider_reference',
      'p.requested_at',
      'o.uuid as order_uuid',
      'o.status as order_status',
      'o.payment_status as order_payment_status',
    ])
    .where('p.method', '=', 'mobile_money')
    // A mobile money payment always has its order, number, network and expiry (start writes them);
    // the schema's CHECKs keep the status, network and reason to these values.
    .$narrowType<{
      order_id: number;
      status: MobilePaymentView['status'];
      network: MobileNetwork;
      phone: string;
      expires_at: string;
      failure_reason: FailureReason | null;
    }>();
}

type MobilePaymentRow = Awaited<ReturnType<ReturnType<typeof mobilePaymentQuery>['executeTakeFirstOrThrow']>>;

const toView = (row: MobilePaymentRow): MobilePaymentView => ({
  reference: row.uuid,
  status: row.status,
  network: row.network,
  phone: row.phone,
  expiresAt: row.expires_at,
  failureReason: row.failure_reason,
  providerReference: row.provider_reference,
});

/** The error a customer sees when the provider did not answer: the same attempt may be sent again safely. */
const providerSilent = () => new HttpError(502, 'Mobile money is not answering right now. Please try again.');

const rowOf = (db: Db, reference: string) => mobilePaymentQuery(db).where('p.uuid', '=', reference).executeTakeFirst();

/** Whether an update found its row still as it expected (its condition held after any wait). */
const changedAny = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) > 0;

/**
 * An outcome the provider confirmed, applied once in one transaction: a pending payment ends as
 * paid, failed or expired; a callback or check that comes again, or late, changes nothing. Each
 * write is conditional on the state read (and checked), so two callbacks at once, on two servers,
 * still apply it once. Money that arrives for a payment already given up (superseded by a new
 * prompt, or expired) is never lost: it pays the order if the order is still unpaid, and goes to
 * the wallet otherwise.
 */
export async function applyProviderStatus(db: Db, reference: string, status: ProviderStatus, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx): Promise<boolean> => {
    const row = await rowOf(trx, reference);
    if (!row) return false;
    const stamp = now.toISOString();
    if (status.state === 'pending' || status.state === 'unknown') {
      await trx.updateTable('payments').set({ checked_at: stamp }).where('id', '=', row.id).execute();
      return false;
    }
    if (status.state === 'completed') {
      if (row.status === 'paid') return false;
      const paid = await trx
        .updateTable('payments')
        .set({ status: 'paid', provider_reference: status.providerReference, failure_reason: null, completed_at: stamp, checked_at: stamp })
        .where('id', '=', row.id)
        .where('status', '<>', 'paid')
        .executeTakeFirst();
      if (!changedAny(paid)) return false;
      const orderPaid = row.order_status !== 'cancelled' && (await markOrderPaid(trx, row.order_id, now, 'mobile_money'));
      if (!orderPaid) {
        const why = row.order_status === 'cancelled' ? 'was cancelled' : 'was already paid';
        await trx
          .insertInto('wallet_transactions')
          .values({
            uuid: randomUUID(),
            user_id: row.user_id,
            kind: 'refund',
            amount_ngwee: row.amount_ngwee,
            status: 'completed',
            payment_id: row.id,
            order_id: row.order_id,
            description: `Refund: order #${row.order_uuid.slice(0, 6).toUpperCase()} ${why}`,
            created_at: stamp,
          })
          .execute();
      }
      return true;
    }
    if (row.status !== 'pending') return false;
    const reason = status.state === 'failed' ? status.reason : null;
    const ended = await trx
      .updateTable('payments')
      .set({ status: status.state, failure_reason: reason, completed_at: stamp, checked_at: stamp })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return changedAny(ended);
  });
}

/**
 * On PostgreSQL, holds the order's row until the transaction ends, so that prompts for one order
 * are opened one at a time. SQLite's transactions here begin IMMEDIATE and already exclude each other.
 */
async function lockOrder(trx: Db, orderId: number): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().executeTakeFirst();
}

/** Mobile money payments of orders: started with a provider, confirmed by asking it, reconciled when a callback never comes. */
export function createMobilePayments(db: Db, provider: MobileMoneyProvider, options: MobilePaymentsOptions) {
  /** Sends the request (again, after a silence: the provider ignores a reference it has seen). */
  async function send(row: MobilePaymentRow, statement: string, now: Date): Promise<void> {
    const answer = await provider.requestPayment({ reference: row.uuid, amountNgwee: row.amount_ngwee, phone: row.phone, network: row.network, statement }).catch(() => {
      throw providerSilent();
    });
    if (answer.accepted) await db.updateTable('payments').set({ requested_at: now.toISOString() }).where('id', '=', row.id).execute();
    else await applyProviderStatus(db, row.uuid, { state: 'failed', reason: answer.reason }, now);
  }

  const statementOf = (row: Pick<MobilePaymentRow, 'order_uuid'>) => `ZamEats order ${row.order_uuid.slice(0, 6).toUpperCase()}`;

  /** The payment the client's key already made, if any; a key is the customer's for one order. */
  async function paymentOfKey(from: Db, input: StartMobilePayment): Promise<MobilePaymentRow | undefined> {
    if (input.idempotencyKey === null) return undefined;
    const byKey = await mobilePaymentQuery(from)
      .where('p.user_id', '=', input.userId)
      .where('p.idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirst();
    if (byKey && byKey.order_id !== input.order.id) throw new HttpError(422, 'This payment key was used for another order.');
    return byKey;
  }

  /**
   * Opens a new prompt for the order, cancelling the one still waiting; the key is looked for again
   * inside (a press with the same key that got there first wins).
   */
  async function openPayment(input: StartMobilePayment, now: Date): Promise<MobilePaymentRow> {
    return db.transaction().execute(async (trx) => {
      await lockOrder(trx, input.order.id);
      const byKey = await paymentOfKey(trx, input);
      if (byKey) return byKey;
      const stamp = now.toISOString();
      await trx
        .updateTable('payments')
        .set({ status: 'cancelled', completed_at: stamp })
        .where('order_id', '=', input.order.id)
        .where('status', '=', 'pending')
        .where('method', '=', 'mobile_money')
        .execute();
      const uuid = randomUUID();
      await trx
        .insertInto('payments')
        .values({
          uuid,
          reference: randomToken(32),
          user_id: input.userId,
          purpose: 'order',
          order_id: input.order.id,
          amount_ngwee: input.order.total_ngwee,
          customer_name: input.customerName,
          customer_email: input.customerEmail,
          method: 'mobile_money',
          idempotency_key: input.idempotencyKey,
          phone: input.phone,
          network: input.network,
          provider: provider.name,
          expires_at: new Date(now.getTime() + options.promptMs).toISOString(),
          created_at: stamp,
        })
        .execute();
      const row = await rowOf(trx, uuid);
      if (!row) throw new Error(`Payment ${uuid} was not stored`);
      return row;
    });
  }

  return {
    provider,

    /**
     * Puts a prompt on the customer's phone for the order. A new prompt replaces the order's one
     * still waiting (Resend, Change number); the same idempotency key answers the same payment.
     */
    async start(input: StartMobilePayment, now: Date = new Date()): Promise<MobilePaymentView> {
      let row = await paymentOfKey(db, input);
      if (!row) {
        try {
          row = await openPayment(input, now);
        } catch (error) {
          // The same key pressed at once for two orders: the one that came second is refused.
          const byKey = isUniqueViolation(error) ? await paymentOfKey(db, input) : undefined;
          if (!byKey) throw error;
          row = byKey;
        }
      }
      if (row.status === 'pending' && row.requested_at === null) await send(row, statementOf(row), now);
      const current = await rowOf(db, row.uuid);
      if (!current) throw new Error(`Payment ${row.uuid} is gone`);
      return toView(current);
    },

    /** Asks the provider where the payment stands and applies it: what a callback leads to. */
    async confirm(reference: string, now: Date = new Date()): Promise<boolean> {
      return applyProviderStatus(db, reference, await provider.checkPayment(reference), now);
    },

    /**
     * Checks the payments whose callback has not come: those waiting, and those given up while the
     * provider may still complete them. One the provider still calls pending (or never received)
     * well after its expiry is given up as expired.
     */
    async reconcile(now: Date = new Date()): Promise<void> {
      const since = new Date(now.getTime() - options.lateCheckMs).toISOString();
      const open = await mobilePaymentQuery(db)
        .where((eb) =>
          eb.or([eb('p.status', '=', 'pending'), eb.and([eb('p.status', 'in', ['cancelled', 'expired']), eb('p.created_at', '>=', since)])]),
        )
        .orderBy('p.id')
        .execute();
      for (const row of open) {
        const status = await provider.checkPayment(row.uuid).catch((): ProviderStatus => ({ state: 'pending' }));
        await applyProviderStatus(db, row.uuid, status, now);
        const givenUp = new Date(new Date(row.expires_at).getTime() + options.settleGraceMs) <= now;
        if (row.status === 'pending' && givenUp && (status.state === 'pending' || status.state === 'unknown')) {
          await applyProviderStatus(db, row.uuid, { state: 'expired' }, now);
        }
      }
    },

    /** The order's latest mobile money payment, if it has one. */
    async latestOf(orderUuid: string): Promise<MobilePaymentView | null> {
      const row = await mobilePaymentQuery(db).where('o.uuid', '=', orderUuid).orderBy('p.id', 'desc').limit(1).executeTakeFirst();
      return row ? toView(row) : null;
    },

    /** The latest mobile money payment of each of the user's orders that has one, by order uuid: one query for a whole list. */
    async latestOfUser(userId: number): Promise<Map<string, MobilePaymentView>> {
      const rows = await mobilePaymentQuery(db)
        .where('o.user_id', '=', userId)
        .where('p.id', '=', (eb) =>
          eb
            .selectFrom('payments as later')
            .select((later) => later.fn.max('later.id').as('latest'))
            .whereRef('later.order_id', '=', 'p.order_id')
            .where('later.method', '=', 'mobile_money'),
        )
        .execute();
      return new Map(rows.map((row) => [row.order_uuid, toView(row)]));
    },
  };
}

export type MobilePayments = ReturnType<typeof createMobilePayments>;

/** A payment as the API answers it (the api-client's `mobilePaymentSchema`). */
export async function mobilePaymentAnswer(view: MobilePaymentView, provider: MobileMoneyProvider) {
  return {
    reference: view.reference,
    status: view.status,
    network: view.network,
    phone_ending: view.phone.slice(-4),
    expires_at: view.expiresAt,
    failure_reason: view.failureReason,
    provider_reference: view.providerReference,
    prompt_url: view.status === 'pending' ? await provider.promptPageUrl(view.reference) : null,
  };
}
