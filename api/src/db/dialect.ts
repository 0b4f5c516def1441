import { PostgresAdapter } from 'kysely';
import type { Db } from './connect-database';

/**
 * Whether the database is PostgreSQL: for the few statements only it needs, such as a row lock
 * (`FOR UPDATE`) that SQLite, whose write transactions already exclude each other, refuses.
 */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
