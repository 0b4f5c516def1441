import type { Db } from '../db/connect-database';
import type { Db as LegacyDb } from '../db/open-database';

/** The wallet balance in ngwee: the sum of the user's completed transactions, credits and debits. */
export async function readWalletBalanceNgwee(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_ngwee'), eb.lit(0)).as('balance'))
    .where('user_id', '=', userId)
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow();
  // PostgreSQL's sum of integers is a bigint, which the connection reads as a number.
  return Number(row.balance);
}

/**
 * The same balance over the legacy SQLite connection, for account deletion (auth/deletion-blockers)
 * until it moves to Kysely; then this goes.
 */
export function walletBalanceNgwee(db: LegacyDb, userId: number): number {
  const row = db
    .prepare(`SELECT coalesce(sum(amount_ngwee), 0) AS balance FROM wallet_transactions WHERE user_id = ? AND status = 'completed'`)
    .get(userId) as { balance: number };
  return row.balance;
}
