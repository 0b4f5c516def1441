import type { Db } from '../db/connect-database';

/** The wallet balance in ngwee: the sum of the user's completed transactions, credits and debits. */
export async function walletBalanceNgwee(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_ngwee'), eb.lit(0)).as('balance'))
    .where('user_id', '=', userId)
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow();
  // PostgreSQL's sum of integers is a bigint, which the connection reads as a number.
  return Number(row.balance);
}
