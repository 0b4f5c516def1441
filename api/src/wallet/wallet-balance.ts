import type { Db } from '../db/open-database';

/** The wallet balance in ngwee: the sum of the user's completed transactions, credits and debits. */
export function walletBalanceNgwee(db: Db, userId: number): number {
  const row = db
    .prepare(`SELECT coalesce(sum(amount_ngwee), 0) AS balance FROM wallet_transactions WHERE user_id = ? AND status = 'completed'`)
    .get(userId) as { balance: number };
  return row.balance;
}
