import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect-database';
import { seedRiders } from '../seed/riders';

/**
 * The way a paid order moves; cancelled orders and unpaid ones stay where they are. Only a
 * delivery travels: a pickup or dine-in order goes from the kitchen straight to the customer,
 * with no rider.
 */
const deliveryProgression = ['pending', 'processing', 'ontheway', 'delivered'] as const;
const counterProgression = ['pending', 'processing', 'delivered'] as const;

/** The same order always gets the same rider. */
function riderFor(orderId: number): { name: string; phone: string } {
  const rider = seedRiders[orderId % seedRiders.length];
  if (!rider) throw new Error('No riders are seeded');
  return rider;
}

/**
 * Moves every paid order one status on for each `stepMs` it has spent in its status, up to
 * delivered, and gives it a rider when it goes on its way. An order that missed several steps
 * (the server was stopped) catches up at once; its `status_changed_at` becomes the time its last
 * step fell due, so the next step keeps the same pace. Answers how many orders moved.
 */
export async function advanceOrderStatuses(db: Db, now: Date, stepMs: number): Promise<number> {
  if (!(stepMs > 0)) return 0;
  const dueBefore = new Date(now.getTime() - stepMs).toISOString();

  // Read outside a transaction: most checks find nothing due and need no write lock. Each move
  // below is conditional on the status read, so a change made meanwhile (another server's timer)
  // wins and this one moves nothing.
  const due = await db
    .selectFrom('orders')
    .select(['id', 'order_type', 'status', 'status_changed_at', 'rider_name'])
    .where('payment_status', '=', 'paid')
    .where('status', 'in', ['pending', 'processing', 'ontheway'])
    .where('status_changed_at', '<=', dueBefore)
    .orderBy('id')
    .execute();
  if (due.length === 0) return 0;

  // The moves of one check are written together.
  return db.transaction().execute(async (trx) => {
    let moved = 0;
    for (const order of due) {
      const changedAt = Date.parse(order.status_changed_at);
      const delivery = order.order_type === 'delivery';
      const progression: readonly string[] = delivery ? deliveryProgression : counterProgression;
      const from = progression.indexOf(order.status);
      if (Number.isNaN(changedAt) || from < 0) continue;
      const steps = Math.min(Math.floor((now.getTime() - changedAt) / stepMs), progression.length - 1 - from);
      if (steps <= 0) continue;
      const to = from + steps;
      const rider = delivery && to >= progression.indexOf('ontheway') && order.rider_name === null ? riderFor(order.id) : null;
      const stampedAt = new Date(changedAt + steps * stepMs).toISOString();
      const result = await trx
        .updateTable('orders')
        .set({
          status: progression[to] ?? order.status,
          status_changed_at: stampedAt,
          rider_name: rider?.name ?? order.rider_name,
          ...(rider ? { rider_phone: rider.phone } : {}),
          updated_at: now.toISOString(),
        })
        .where('id', '=', order.id)
        .where('status', '=', order.status)
        .executeTakeFirst();
      moved += Number(result.numUpdatedRows);
    }
    return moved;
  });
}

/**
 * Runs the status timer while the app is up, checking a few times per step (at least every half
 * second), so a status changes within a fraction of a step of falling due. A step of 0 stops
 * orders from moving at all. A check still running when the next falls due is not doubled: the
 * next one is skipped; closing the app waits for the one running.
 */
export function startOrderStatusTimer(app: FastifyInstance, db: Db, stepMs: number): void {
  if (!(stepMs > 0)) return;
  const periodMs = Math.max(5, Math.min(stepMs, 1000) / 2);
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = advanceOrderStatuses(db, new Date(), stepMs)
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'order status timer failed'))
      .finally(() => {
        running = null;
      });
  }, periodMs);
  // The timer alone must not keep a process (or a test run) alive.
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
