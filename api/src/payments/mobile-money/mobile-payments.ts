import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open-database';
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

interface MobilePaymentRow {
  id: number;
  uuid: string;
  user_id: number;
  order_id: number;
  amount_ngwee: number;
  status: MobilePaymentView['status'];
  network: MobileNetwork;
  phone: string;
  expires_at: string;
  failure_reason: FailureReason | null;
  provider_reference: string | null;
  requested_at: string | null;
  order_uuid: string;
  order_status: string;
  order_payment_status: string;
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

const selectRow = `
  SELECT p.id, p.uuid, p.user_id, p.order_id, p.amount_ngwee, p.status, p.network, p.phone, p.expires_at,
         p.failure_reason, p.provider_reference, p.requested_at,
         o.uuid AS order_uuid, o.status AS order_status, o.payment_status AS order_payment_status
  FROM payments p JOIN orders o ON o.id = p.order_id
  WHERE p.method = 'mobile_money'`;

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

/**
 * An outcome the provider confirmed, applied once in one immediate transaction: a pending payment
 * ends as paid, failed or expired; a callback or check that comes again, or late, changes nothing.
 * Money that arrives for a payment already given up (superseded by a new prompt, or expired) is
 * never lost: it pays the order if the order is still unpaid, and goes to the wallet otherwise.
 */
export function applyProviderStatus(db: Db, reference: string, status: ProviderStatus, now: Date): boolean {
  return db
    .transaction((): boolean => {
      const row = db.prepare(`${selectRow} AND p.uuid = ?`).get(reference) as MobilePaymentRow | undefined;
      if (!row) return false;
      const stamp = now.toISOString();
      if (status.state === 'pending' || status.state === 'unknown') {
        db.prepare('UPDATE payments SET checked_at = ? WHERE id = ?').run(stamp, row.id);
        return false;
      }
      if (status.state === 'completed') {
        if (row.status === 'paid') return false;
        db.prepare(`UPDATE payments SET status = 'paid', provider_reference = ?, failure_reason = NULL, completed_at = ?, checked_at = ? WHERE id = ?`).run(
          status.providerReference,
          stamp,
          stamp,
          row.id,
        );
        if (row.order_payment_status !== 'paid' && row.order_status !== 'cancelled') {
          markOrderPaid(db, row.order_id, now, 'mobile_money');
        } else {
          const why = row.order_status === 'cancelled' ? 'was cancelled' : 'was already paid';
          db.prepare(
            `INSERT INTO wallet_transactions (uuid, user_id, kind, amount_ngwee, status, payment_id, order_id, description, created_at)
             VALUES (?, ?, 'refund', ?, 'completed', ?, ?, ?, ?)`,
          ).run(randomUUID(), row.user_id, row.amount_ngwee, row.id, row.order_id, `Refund: order #${row.order_uuid.slice(0, 6).toUpperCase()} ${why}`, stamp);
        }
        return true;
      }
      if (row.status !== 'pending') return false;
      const reason = status.state === 'failed' ? status.reason : null;
      db.prepare('UPDATE payments SET status = ?, failure_reason = ?, completed_at = ?, checked_at = ? WHERE id = ?').run(status.state, reason, stamp, stamp, row.id);
      return true;
    })
    .immediate();
}

/** Mobile money payments of orders: started with a provider, confirmed by asking it, reconciled when a callback never comes. */
export function createMobilePayments(db: Db, provider: MobileMoneyProvider, options: MobilePaymentsOptions) {
  const rowOf = (reference: string) => db.prepare(`${selectRow} AND p.uuid = ?`).get(reference) as MobilePaymentRow;

  /** Sends the request (again, after a silence: the provider ignores a reference it has seen). */
  async function send(row: MobilePaymentRow, statement: string, now: Date): Promise<void> {
    const answer = await provider.requestPayment({ reference: row.uuid, amountNgwee: row.amount_ngwee, phone: row.phone, network: row.network, statement }).catch(() => {
      throw providerSilent();
    });
    if (answer.accepted) db.prepare('UPDATE payments SET requested_at = ? WHERE id = ?').run(now.toISOString(), row.id);
    else applyProviderStatus(db, row.uuid, { state: 'failed', reason: answer.reason }, now);
  }

  const statementOf = (row: Pick<MobilePaymentRow, 'order_uuid'>) => `ZamEats order ${row.order_uuid.slice(0, 6).toUpperCase()}`;

  return {
    provider,

    /**
     * Puts a prompt on the customer's phone for the order. A new prompt replaces the order's one
     * still waiting (Resend, Change number); the same idempotency key answers the same payment.
     */
    async start(input: StartMobilePayment, now: Date = new Date()): Promise<MobilePaymentView> {
      const byKey =
        input.idempotencyKey === null
          ? undefined
          : (db.prepare(`${selectRow} AND p.user_id = ? AND p.idempotency_key = ?`).get(input.userId, input.idempotencyKey) as MobilePaymentRow | undefined);
      if (byKey && byKey.order_id !== input.order.id) throw new HttpError(422, 'This payment key was used for another order.');
      const row =
        byKey ??
        db
          .transaction((): MobilePaymentRow => {
            const stamp = now.toISOString();
            db.prepare(`UPDATE payments SET status = 'cancelled', completed_at = ? WHERE order_id = ? AND status = 'pending' AND method = 'mobile_money'`).run(stamp, input.order.id);
            const uuid = randomUUID();
            db.prepare(
              `INSERT INTO payments (uuid, reference, user_id, purpose, order_id, amount_ngwee, customer_name, customer_email, method,
                 idempotency_key, phone, network, provider, expires_at, created_at)
               VALUES (?, ?, ?, 'order', ?, ?, ?, ?, 'mobile_money', ?, ?, ?, ?, ?, ?)`,
            ).run(
              uuid,
              randomToken(32),
              input.userId,
              input.order.id,
              input.order.total_ngwee,
              input.customerName,
              input.customerEmail,
              input.idempotencyKey,
              input.phone,
              input.network,
              provider.name,
              new Date(now.getTime() + options.promptMs).toISOString(),
              stamp,
            );
            return rowOf(uuid);
          })
          .immediate();
      if (row.status === 'pending' && row.requested_at === null) await send(row, statementOf(row), now);
      return toView(rowOf(row.uuid));
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
      const open = db.prepare(`${selectRow} AND (p.status = 'pending' OR (p.status IN ('cancelled', 'expired') AND p.created_at >= ?))`).all(since) as MobilePaymentRow[];
      for (const row of open) {
        const status = await provider.checkPayment(row.uuid).catch((): ProviderStatus => ({ state: 'pending' }));
        applyProviderStatus(db, row.uuid, status, now);
        const givenUp = new Date(new Date(row.expires_at).getTime() + options.settleGraceMs) <= now;
        if (row.status === 'pending' && givenUp && (status.state === 'pending' || status.state === 'unknown')) {
          applyProviderStatus(db, row.uuid, { state: 'expired' }, now);
        }
      }
    },

    /** The order's latest mobile money payment, if it has one. */
    latestOf(orderUuid: string): MobilePaymentView | null {
      const row = db.prepare(`${selectRow} AND o.uuid = ? ORDER BY p.id DESC LIMIT 1`).get(orderUuid) as MobilePaymentRow | undefined;
      return row ? toView(row) : null;
    },
  };
}

export type MobilePayments = ReturnType<typeof createMobilePayments>;

/** A payment as the API answers it (the api-client's `mobilePaymentSchema`). */
export function mobilePaymentAnswer(view: MobilePaymentView, provider: MobileMoneyProvider) {
  return {
    reference: view.reference,
    status: view.status,
    network: view.network,
    phone_ending: view.phone.slice(-4),
    expires_at: view.expiresAt,
    failure_reason: view.failureReason,
    provider_reference: view.providerReference,
    prompt_url: view.status === 'pending' ? provider.promptPageUrl(view.reference) : null,
  };
}
