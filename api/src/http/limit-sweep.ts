import type { FastifyInstance } from 'fastify';
import type { Throttles } from '../auth/password-throttle';
import type { Db } from '../db/connect-database';
import { sweepRequestCounts } from './rate-limit-store';

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Now and then forgets the counts no limit looks at any more (ended request windows, failures
 * older than a day), so the tables stay as small as what they limit. Every replica sweeps; a sweep
 * only deletes what every replica would.
 */
export function startSweepingLimits(app: FastifyInstance, db: Db, throttles: Throttles): void {
  const sweep = async (): Promise<void> => {
    try {
      await throttles.sweep();
      await sweepRequestCounts(db, Date.now());
    } catch (error) {
      app.log.warn({ err: error }, 'The sweep of old limit counts failed; the next one tries again');
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
