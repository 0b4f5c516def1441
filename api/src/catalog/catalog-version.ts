import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/open-database';

/**
 * Reads the catalogue counter (migration 006): it moves on with every write to vendors,
 * categories, products, their images, app settings or tips. One indexed row, so cheap enough to
 * read on every request. Prepared on first use, so building the app needs no migrated database.
 */
export function catalogVersionReader(db: Db): () => number {
  let statement: Statement<[], number> | undefined;
  return () => {
    statement ??= db.prepare<[], number>('SELECT version FROM catalog_version WHERE id = 1').pluck();
    return statement.get() ?? 0;
  };
}
