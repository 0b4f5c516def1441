import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { formatZk, toNgwee } from '@storefront/api-client/pricing';
import { createOrderPayloadSchema } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/require-user';
import { notFound, unprocessable } from '../http/http-error';
import { parseInput, parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';
import { toKwacha } from '../lib/money';
import { priceOrder } from '../orders/order-pricing';
import { createOrderAnswers } from '../orders/order-answers';
import { findOrder } from '../orders/order-queries';
import { insertOrder } from '../orders/order-store';

const orderPayloadSchema = withTextLimits(createOrderPayloadSchema, { instructions: 1000 });
const orderParams = z.object({ uuid: z.string() });

/** Orders of the signed-in customer; nobody sees another customer's orders. */
export function registerOrderRoutes(app: FastifyInstance, { db, mobileMoney }: AppDeps): void {
  const answers = createOrderAnswers(db, mobileMoney.payments);

  app.post('/orders', async (request, reply) => {
    const user = await requireUser(db, request);
    const payload = parsePayload(orderPayloadSchema, request.body);
    const priced = await priceOrder(db, user.id, payload);
    // The client's total is checked, never trusted: a stale cart (prices or rates changed since
    // it was priced) is refused with the total it would cost now.
    if (toNgwee(payload.total_price) !== priced.amounts.totalNgwee) {
      const total = toKwacha(priced.amounts.totalNgwee);
      throw unprocessable(`The order total has changed to ${formatZk(total)}. Please review your cart.`, { total_price: total });
    }
    const uuid = await insertOrder(db, user.id, payload, priced);
    return reply.status(201).send({ success: true, message: 'Order created', data: { order: await findOrder(db, user.id, uuid) } });
  });

  app.get('/orders', async (request) => {
    const user = await requireUser(db, request);
    return { success: true, data: await answers.list(user.id) };
  });

  app.get('/orders/:uuid', async (request) => {
    const user = await requireUser(db, request);
    const { uuid } = parseInput(orderParams, request.params);
    const order = await answers.one(user.id, uuid);
    if (!order) throw notFound('Order not found');
    return { success: true, data: { order } };
  });
}
