import type { Db } from '../db/open-database';
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

interface WalletEntryRow {
  uuid: string;
  kind: WalletEntryKind;
  amount_ngwee: number;
  description: string | null;
  created_at: string;
  order_uuid: string | null;
}

/** The customer's completed wallet movements, newest first: what the balance is the sum of. */
export function walletHistory(db: Db, userId: number, limit: number): WalletEntryAnswer[] {
  const rows = db
    .prepare(
      `SELECT w.uuid, w.kind, w.amount_ngwee, w.description, w.created_at, o.uuid AS order_uuid
       FROM wallet_transactions w LEFT JOIN orders o ON o.id = w.order_id
       WHERE w.user_id = ? AND w.status = 'completed'
       ORDER BY w.created_at DESC, w.id DESC LIMIT ?`,
    )
    .all(userId, limit) as WalletEntryRow[];
  return rows.map(({ amount_ngwee, ...row }) => ({ ...row, amount: toKwacha(amount_ngwee) }));
}
