import type { Db } from '../db/open-database';
import { mobilePaymentAnswer, type MobilePayments } from '../payments/mobile-money/mobile-payments';
import { findOrder, listOrders, type OrderAnswer } from './order-queries';

/** A customer's orders as the API answers them: each with its latest mobile money payment, which its page follows. */
export function createOrderAnswers(db: Db, payments: MobilePayments) {
  const withPayment = (order: OrderAnswer) => {
    const payment = payments.latestOf(order.uuid);
    return { ...order, payment: payment && mobilePaymentAnswer(payment, payments.provider) };
  };
  return {
    one(userId: number, uuid: string) {
      const order = findOrder(db, userId, uuid);
      return order && withPayment(order);
    },
    list: (userId: number) => listOrders(db, userId).map(withPayment),
  };
}
