import type { Db } from '../db/connect-database';
import { toKwacha } from '../lib/money';

export type WalletEntryKind = 'topup' | 'order_payment' | 'refund' | 'adjustment';

/** One line of the wallet's history as the API answers it: credits positive, debits negative, in kwacha. */
export interface WalletEntryAnswer {
  uuid: string;
  kind: WalletEntryKind;
  amount: number;
  description: string | null;
  created_at: string;
  /** The order paid or refunded, when there is one. */
  order_uuid: string | null;
}

/** The customer's completed wallet movements, newest first: what the balance is the sum of. */
export async function walletHistory(db: Db, userId: number, limit: number): Promise<WalletEntryAnswer[]> {
  const rows = await db
    .selectFrom('wallet_transactions as w')
    .leftJoin('orders as o', 'o.id', 'w.order_id')
    .select(['w.uuid', 'w.kind', 'w.amount_ngwee', 'w.description', 'w.created_at', 'o.uuid as order_uuid'])
    .where('w.user_id', '=', userId)
    .where('w.status', '=', 'completed')
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(limit)
    // The schema's CHECK keeps kind to these.
    .$narrowType<{ kind: WalletEntryKind }>()
    .execute();
  return rows.map(({ amount_ngwee, ...row }) => ({ ...row, amount: toKwacha(amount_ngwee) }));
}
