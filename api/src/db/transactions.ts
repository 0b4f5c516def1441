import type { Transaction } from 'kysely';
import type { Db } from './connect-database';
import { isPostgres } from './dialect';
import type { DB } from './tables';

/** PostgreSQL's codes for a transaction it had to abort to keep the outcome serial. */
const retryableCodes = new Set(['40001', '40P01']);

function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && retryableCodes.has(String((error as { code: unknown }).code));
}

/**
 * Runs work that reads and then writes on what it read (a balance before a debit, "no account has
 * this phone" before a registration) as if no other transaction ran at the same time. On SQLite a
 * write transaction already begins IMMEDIATE, holding the write lock throughout. On PostgreSQL it
 * runs SERIALIZABLE, and a transaction the server aborts for a conflict (another replica did the
 * same at once) runs again, a few times, so the later one sees what the first wrote.
 */
export async function serializable<T>(db: Db, work: (trx: Transaction<DB>) => Promise<T>, attempts = 5): Promise<T> {
  if (!isPostgres(db)) return db.transaction().execute(work);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
    }
  }
}
