import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open-database';
import { seedRiders } from '../seed/riders';

/**
 * The way a paid order moves; cancelled orders and unpaid ones stay where they are. Only a
 * delivery travels: a pickup or dine-in order goes from the kitchen straight to the customer,
 * with no rider.
 */
const deliveryProgression = ['pending', 'processing', 'ontheway', 'delivered'] as const;
const counterProgression = ['pending', 'processing', 'delivered'] as const;
type ProgressStatus = (typeof deliveryProgression)[number];

interface MovingOrderRow {
  id: number;
  order_type: string;
  status: ProgressStatus;
  status_changed_at: string;
  rider_name: string | null;
}

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
export function advanceOrderStatuses(db: Db, now: Date, stepMs: number): number {
  if (!(stepMs > 0)) return 0;
  const dueBefore = new Date(now.getTime() - stepMs).toISOString();
  const move = db.prepare(
    `UPDATE orders SET status = ?, status_changed_at = ?, rider_name = ?, rider_phone = coalesce(?, rider_phone), updated_at = ?
     WHERE id = ? AND status = ?`,
  );

  return db.transaction(() => {
    const due = db
      .prepare(
        `SELECT id, order_type, status, status_changed_at, rider_name FROM orders
         WHERE payment_status = 'paid' AND status IN ('pending', 'processing', 'ontheway') AND status_changed_at <= ?`,
      )
      .all(dueBefore) as MovingOrderRow[];
    let moved = 0;
    for (const order of due) {
      const changedAt = Date.parse(order.status_changed_at);
      const delivery = order.order_type === 'delivery';
      const progression: readonly ProgressStatus[] = delivery ? deliveryProgression : counterProgression;
      const from = progression.indexOf(order.status);
      if (Number.isNaN(changedAt) || from < 0) continue;
      const steps = Math.min(Math.floor((now.getTime() - changedAt) / stepMs), progression.length - 1 - from);
      if (steps <= 0) continue;
      const to = from + steps;
      const rider = delivery && to >= progression.indexOf('ontheway') && order.rider_name === null ? riderFor(order.id) : null;
      const stampedAt = new Date(changedAt + steps * stepMs).toISOString();
      const result = move.run(
        progression[to] ?? order.status,
        stampedAt,
        rider?.name ?? order.rider_name,
        rider?.phone ?? null,
        now.toISOString(),
        order.id,
        order.status,
      );
      moved += result.changes;
    }
    return moved;
  })();
}

/**
 * Runs the status timer while the app is up, checking a few times per step (at least every half
 * second), so a status changes within a fraction of a step of falling due. A step of 0 stops
 * orders from moving at all.
 */
export function startOrderStatusTimer(app: FastifyInstance, db: Db, stepMs: number): void {
  if (!(stepMs > 0)) return;
  const periodMs = Math.max(5, Math.min(stepMs, 1000) / 2);
  const timer = setInterval(() => {
    try {
      advanceOrderStatuses(db, new Date(), stepMs);
    } catch (error) {
      app.log.error({ err: error }, 'order status timer failed');
    }
  }, periodMs);
  // The timer alone must not keep a process (or a test run) alive.
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
