import { randomUUID } from 'node:crypto';
import { formatZmw } from '@storefront/api-client/pricing';
import type { Db } from '../db/connect-database';
import { isPostgres } from '../db/dialect';
import { conflict } from '../http/http-error';
import { toKwacha } from '../lib/money';
import { markOrderPaid } from '../payments/payment-store';
import { walletBalanceNgwee } from './wallet-balance';

/** What a customer is told when the wallet cannot pay an order. */
export function walletShortMessage(balanceNgwee: number, totalNgwee: number): string {
  return `Your wallet balance (${formatZmw(toKwacha(balanceNgwee))}) does not cover this order (${formatZmw(toKwacha(totalNgwee))}). Top up your wallet or pay by link.`;
}

/**
 * Holds the user's wallet until the transaction ends, so that a balance read after it is the one a
 * debit is taken from. On PostgreSQL the user's row is locked: a second debit (from this process
 * or another) waits here, then reads the balance the first one left. SQLite needs nothing: its
 * transactions here begin IMMEDIATE, holding the database's write lock from the start.
 */
export async function lockWallet(trx: Db, userId: number): Promise<void> {
  if (!trx.isTransaction) throw new Error('A wallet is locked inside a transaction');
  if (!isPostgres(trx)) return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/**
 * Pays an order from the wallet inside the caller's transaction: the debit and the paid order,
 * or a refusal saying what the balance is. The wallet is locked before the balance is read
 * (lockWallet), so two payments at once cannot both spend the same kwacha; an order paid meanwhile
 * by other means is refused, and the caller's transaction undoes the debit.
 */
export async function payOrderFromWallet(trx: Db, userId: number, order: { id: number; total_ngwee: number }, now: Date): Promise<void> {
  await lockWallet(trx, userId);
  const balance = await walletBalanceNgwee(trx, userId);
  if (balance < order.total_ngwee) throw conflict(walletShortMessage(balance, order.total_ngwee));
  await trx
    .insertInto('wallet_transactions')
    .values({
      uuid: randomUUID(),
      user_id: userId,
      kind: 'order_payment',
      amount_ngwee: -order.total_ngwee,
      status: 'completed',
      order_id: order.id,
      description: 'Order payment',
      created_at: now.toISOString(),
    })
    .execute();
  if (!(await markOrderPaid(trx, order.id, now, 'wallet'))) throw conflict('This order is already paid.');
}
