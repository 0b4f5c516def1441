import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod/mini';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/require-user';
import { notFound } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { createOrderAnswers } from '../orders/order-answers';

const orderParams = z.object({ uuid: z.string() });

/**
 * How often a stream looks for a change. It reads the database rather than listening inside this
 * process, so a change made by any replica of the api (a callback, the status timer) reaches every
 * customer's page, within this long.
 */
export const LIVE_CHECK_MS = 400;

/** Sends `read()` now, and again whenever what it answers changes, until the customer leaves. */
async function follow(reply: FastifyReply, event: string, read: () => Promise<unknown>): Promise<void> {
  reply.header('Cache-Control', 'no-store');
  reply.sse.keepAlive();
  let last = '';
  const push = async () => {
    const value = await read();
    const text = JSON.stringify(value);
    if (text === last) return;
    last = text;
    await reply.sse.send({ event, data: value });
  };
  // One read at a time: a slow read must not finish after a later one and send its older answer.
  let reading = true;
  const timer = setInterval(() => {
    if (!reply.sse.isConnected || reading) return;
    reading = true;
    push()
      .catch(() => reply.sse.close())
      .finally(() => {
        reading = false;
      });
  }, LIVE_CHECK_MS);
  reply.sse.onClose(() => clearInterval(timer));
  try {
    await push();
  } finally {
    reading = false;
  }
}

/**
 * Server-Sent Events of a customer's orders: the order page follows `/orders/{uuid}/events` (its
 * payment and every status step), the dashboard `/orders/events`. Each event carries the whole
 * answer, as `GET` gives it; the page polls instead when a stream cannot open.
 */
export function registerOrderEventRoutes(app: FastifyInstance, { db, mobileMoney }: AppDeps): void {
  const answers = createOrderAnswers(db, mobileMoney.payments);

  app.get('/orders/events', { sse: 'only' }, async (request, reply) => {
    const user = await requireUser(db, request);
    await follow(reply, 'orders', () => answers.list(user.id));
  });

  app.get('/orders/:uuid/events', { sse: 'only' }, async (request, reply) => {
    const user = await requireUser(db, request);
    const { uuid } = parseInput(orderParams, request.params);
    if (!(await answers.one(user.id, uuid))) throw notFound('Order not found');
    await follow(reply, 'order', async () => (await answers.one(user.id, uuid)) ?? null);
  });
}
