import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open-database';
import { formatZmw } from '@storefront/api-client/pricing';
import { conflict } from '../http/http-error';
import { toKwacha } from '../lib/money';
import { markOrderPaid } from '../payments/payment-store';
import { walletBalanceNgwee } from './wallet-balance';

/** What a customer is told when the wallet cannot pay an order. */
export function walletShortMessage(balanceNgwee: number, totalNgwee: number): string {
  return `Your wallet balance (${formatZmw(toKwacha(balanceNgwee))}) does not cover this order (${formatZmw(toKwacha(totalNgwee))}). Top up your wallet or pay by link.`;
}

/**
 * Pays an order from the wallet: the debit and the paid order, or a refusal saying what the
 * balance is. The caller holds an immediate transaction, so the balance read here is the one the
 * debit is taken from: two payments at once cannot both spend the same kwacha.
 */
export function payOrderFromWallet(db: Db, userId: number, order: { id: number; total_ngwee: number }, now: Date): void {
  const balance = walletBalanceNgwee(db, userId);
  if (balance < order.total_ngwee) throw conflict(walletShortMessage(balance, order.total_ngwee));
  db.prepare(
    `INSERT INTO wallet_transactions (uuid, user_id, kind, amount_ngwee, status, order_id, description, created_at)
     VALUES (?, ?, 'order_payment', ?, 'completed', ?, 'Order payment', ?)`,
  ).run(randomUUID(), userId, -order.total_ngwee, order.id, now.toISOString());
  markOrderPaid(db, order.id, now, 'wallet');
}
