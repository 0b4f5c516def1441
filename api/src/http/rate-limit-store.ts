import { sql } from 'kysely';
import type { Db } from '../db/connect-database';

interface Hits {
  current: number;
  ttl: number;
}

type Answer = (error: Error | null, hits?: Hits) => void;

/**
 * Counts one request of `key` in its window and answers the count and the window's time left. One
 * statement, so requests at once on every replica count one after the other: a window that has
 * ended starts again at 1.
 */
export async function countRequest(db: Db, key: string, timeWindowMs: number, at: number): Promise<Hits> {
  const resetsAt = at + timeWindowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, resets_at: resetsAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`CASE WHEN rate_limits.resets_at <= ${at} THEN 1 ELSE rate_limits.hits + 1 END`,
        resets_at: sql<number>`CASE WHEN rate_limits.resets_at <= ${at} THEN ${resetsAt} ELSE rate_limits.resets_at END`,
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  return { current: row.hits, ttl: row.resets_at - at };
}

/** Forgets the windows that have ended. */
export async function sweepRequestCounts(db: Db, at: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('resets_at', '<=', at).execute();
}

/**
 * A store for @fastify/rate-limit (its `store` option) that keeps the counts in the database, so
 * every replica of the API counts the same requests. The plugin makes it with `new`, and a child
 * per limiter; limiters keep apart by their keys.
 */
export function databaseRateLimitStore(db: Db, now: () => number = Date.now) {
  return class DatabaseRateLimitStore {
    incr(key: string, answer: Answer, timeWindow: number): void {
      countRequest(db, key, timeWindow, now()).then(
        (hits) => answer(null, hits),
        (error: unknown) => answer(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}
