import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { mobileNetworkOf, paymentInitiationPayloadSchema, zambianMobileNumber } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/require-user';
import { conflict, notFound, unprocessable } from '../http/http-error';
import { parseInput, parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';
import { findOrderRow } from '../orders/order-queries';
import { paymentLink } from '../payments/payment-link';
import { mobilePaymentAnswer } from '../payments/mobile-money/mobile-payments';
import { createPayment, markOrderPaid } from '../payments/payment-store';
import { lockWallet, payOrderFromWallet } from '../wallet/wallet-debit';

const initiationSchema = withTextLimits(paymentInitiationPayloadSchema, { name: 200, email: 254, phone: 40 });
const orderParams = z.object({ orderUuid: z.string() });
/** A client's key for one payment attempt: sent again after a lost answer, it answers the same payment. */
const idempotencyKeySchema = z.optional(z.string().check(z.regex(/^[\w-]{8,100}$/)));

/**
 * Paying an order: by the payment link (the sandbox's card page), by a prompt on the customer's
 * phone (mobile money), which a new request for the same order replaces (Resend, Change number),
 * or from the wallet when its balance covers the order.
 */
export function registerPaymentRoutes(app: FastifyInstance, { db, config, mobileMoney }: AppDeps): void {
  app.post('/payment/:orderUuid', async (request) => {
    const user = await requireUser(db, request);
    const { orderUuid } = parseInput(orderParams, request.params);
    const customer = parsePayload(initiationSchema, request.body);
    const order = await findOrderRow(db, user.id, orderUuid);
    if (!order) throw notFound('Order not found');
    if (order.payment_status === 'paid') throw conflict('This order is already paid.');
    if (order.status === 'cancelled') throw conflict('This order was cancelled.');

    if (order.total_ngwee === 0) {
      // Nothing to collect: the order is confirmed without a payment page ("any other type").
      await markOrderPaid(db, order.id, new Date());
      return { success: true, type: 'free', payment_link: null, message: 'Nothing to pay: your order is confirmed.' };
    }
    if (customer.method === 'wallet') {
      // Read again inside the transaction: a prompt approved meanwhile must not be paid twice (and
      // one approved after this read is caught by payOrderFromWallet, which undoes the debit).
      await db.transaction().execute(async (trx) => {
        await lockWallet(trx, user.id);
        const current = await findOrderRow(trx, user.id, orderUuid);
        if (!current || current.payment_status === 'paid') throw conflict('This order is already paid.');
        await payOrderFromWallet(trx, user.id, current, new Date());
      });
      return { success: true, type: 'wallet', payment_link: null, message: 'Paid from your wallet.' };
    }
    if (customer.method === 'mobile_money') {
      const phone = zambianMobileNumber(customer.phone ?? '');
      if (phone === null) throw unprocessable('Enter the mobile money number to send the prompt to.');
      const network = customer.network ?? mobileNetworkOf(phone);
      if (network === null) throw unprocessable('Choose the network of this number.');
      const idempotencyKey = parseInput(idempotencyKeySchema, request.headers['idempotency-key']) ?? null;
      const payment = await mobileMoney.payments.start({
        userId: user.id,
        order,
        phone,
        network,
        idempotencyKey,
        customerName: customer.name.trim(),
        customerEmail: customer.email.trim(),
      });
      return { success: true, type: 'mobile_money', payment_link: null, payment: await mobilePaymentAnswer(payment, mobileMoney.payments.provider) };
    }
    const reference = await createPayment(db, {
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
