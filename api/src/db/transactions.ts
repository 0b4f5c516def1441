import { sql, type Transaction } from 'kysely';
import { isPostgres } from './dialect';
import type { DB } from './tables';

/**
 * Holds names (an e-mail, a phone) until the transaction ends, so that of two transactions that
 * check a name is free and then take it, on any replica, the second waits for the first and sees
 * what it wrote. On PostgreSQL these are advisory locks of the transaction, taken in one order so
 * two holders never wait for each other. SQLite needs nothing: its write transactions here begin
 * IMMEDIATE, one at a time.
 */
export async function holdNames(trx: Transaction<DB>, names: readonly string[]): Promise<void> {
  if (!isPostgres(trx)) return;
  for (const name of [...new Set(names)].sort()) {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
  }
}
