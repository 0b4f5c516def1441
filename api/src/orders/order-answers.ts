import type { Db } from '../db/open-database';
import { mobilePaymentAnswer, type MobilePayments } from '../payments/mobile-money/mobile-payments';
import { findOrder, listOrders, type OrderAnswer } from './order-queries';
import { orderReceipt } from './order-receipt';

/** A customer's orders as the API answers them: each with its latest mobile money payment, which its page follows, and once paid its receipt. */
export function createOrderAnswers(db: Db, payments: MobilePayments) {
  const answerOf = (userId: number, order: OrderAnswer) => {
    const payment = payments.latestOf(order.uuid);
    return { ...order, payment: payment && mobilePaymentAnswer(payment, payments.provider), receipt: orderReceipt(db, userId, order.uuid) };
  };
  return {
    one(userId: number, uuid: string) {
      const order = findOrder(db, userId, uuid);
      return order && answerOf(userId, order);
    },
    list: (userId: number) => listOrders(db, userId).map((order) => answerOf(userId, order)),
  };
}
