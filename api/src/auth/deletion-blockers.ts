import { formatZk } from '@storefront/api-client/pricing';
import type { Db } from '../db/connect-database';
import { toKwacha } from '../lib/money';
import { walletBalanceNgwee } from '../wallet/wallet-balance';

/** An order that keeps the account open: not yet delivered and not cancelled, paid or not. */
export interface BlockingOrder {
  uuid: string;
  status: string;
  payment_status: string;
  /** Kwacha. */
  total: number;
}

/** What stands between the customer and deleting the account; nothing when both are empty. */
export interface DeletionBlockers {
  /** Kwacha; a balance is the customer's money and is not silently forfeited. */
  wallet_balance: number;
  blocking_orders: BlockingOrder[];
}

export async function deletionBlockers(db: Db, userId: number): Promise<DeletionBlockers> {
  const orders = await db
    .selectFrom('orders')
    .select(['uuid', 'status', 'payment_status', 'total_ngwee'])
    .where('user_id', '=', userId)
    .where('status', 'not in', ['delivered', 'cancelled'])
    .orderBy('id')
    .execute();
  return {
    wallet_balance: toKwacha(await walletBalanceNgwee(db, userId)),
    blocking_orders: orders.map((order) => ({
      uuid: order.uuid,
      status: order.status,
      payment_status: order.payment_status,
      total: toKwacha(order.total_ngwee),
    })),
  };
}

/**
 * Why the account cannot be deleted yet and what to do about it, or null when it can be. A
 * negative balance (owed) blocks as a positive one does.
 */
export function deletionRefusal({ wallet_balance: balance, blocking_orders: orders }: DeletionBlockers): string | null {
  const reasons: string[] = [];
  if (balance !== 0) {
    reasons.push(
      `Your wallet still holds ${formatZk(balance)}. Spend it on an order or contact support to have it refunded before you delete your account.`,
    );
  }
  if (orders.length > 0) {
    const count = orders.length === 1 ? 'an order that is' : `${orders.length} orders that are`;
    reasons.push(
      `You have ${count} not yet delivered or cancelled. Pay it and wait for the delivery, or contact support to cancel it, before you delete your account.`,
    );
  }
  return reasons.length === 0 ? null : reasons.join(' ');
}
