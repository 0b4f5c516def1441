import type { Db } from '../db/connect-database';
import { mobilePaymentAnswer, type MobilePaymentView, type MobilePayments } from '../payments/mobile-money/mobile-payments';
import { findOrder, listOrders, type OrderAnswer } from './order-queries';

/**
 * A customer's orders as the API answers them: each with its latest mobile money payment, which its
 * page follows. A list reads its payments in one query, whatever its length: the order streams read
 * it again every few hundred milliseconds.
 */
export function createOrderAnswers(db: Db, payments: MobilePayments) {
  const withPayment = async (order: OrderAnswer, payment: MobilePaymentView | null) => ({
    ...order,
    payment: payment && (await mobilePaymentAnswer(payment, payments.provider)),
  });
  return {
    async one(userId: number, uuid: string) {
      const order = await findOrder(db, userId, uuid);
      return order && withPayment(order, await payments.latestOf(order.uuid));
    },
    async list(userId: number) {
      const orders = await listOrders(db, userId);
      const latest = await payments.latestOfUser(userId);
      return Promise.all(orders.map((order) => withPayment(order, latest.get(order.uuid) ?? null)));
    },
  };
}
