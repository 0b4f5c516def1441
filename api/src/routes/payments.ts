import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { paymentInitiationPayloadSchema } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/require-user';
import { conflict, notFound } from '../http/http-error';
import { parseInput, parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';
import { findOrderRow } from '../orders/order-queries';
import { paymentLink } from '../payments/payment-link';
import { createPayment, markOrderPaid } from '../payments/payment-store';

const initiationSchema = withTextLimits(paymentInitiationPayloadSchema, { name: 200, email: 254 });
const orderParams = z.object({ orderUuid: z.string() });

/** Paying an order: the answer sends the customer to the sandbox. */
export function registerPaymentRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  app.post('/payment/:orderUuid', async (request) => {
    const user = requireUser(db, request);
    const { orderUuid } = parseInput(orderParams, request.params);
    const customer = parsePayload(initiationSchema, request.body);
    const order = findOrderRow(db, user.id, orderUuid);
    if (!order) throw notFound('Order not found');
    if (order.payment_status === 'paid') throw conflict('This order is already paid.');
    if (order.status === 'cancelled') throw conflict('This order was cancelled.');

    if (order.total_ngwee === 0) {
      // Nothing to collect: the order is confirmed without a payment page ("any other type").
      markOrderPaid(db, order.id, new Date());
      return { success: true, type: 'free', payment_link: null, message: 'Nothing to pay: your order is confirmed.' };
    }
    const reference = createPayment(db, {
      userId: user.id,
      purpose: 'order',
      orderId: order.id,
      amountNgwee: order.total_ngwee,
      customerName: customer.name.trim(),
      customerEmail: customer.email.trim(),
    });
    return { success: true, type: 'link', payment_link: paymentLink(config.publicUrl, reference) };
  });
}
