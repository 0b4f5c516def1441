import type { Db } from './open-database';
import { allMigrations, type Migration } from './migrations/all-migrations';

/**
 * Applies the migrations this build knows and the database has not seen yet, in order, each in
 * its own transaction with its row in `schema_migrations`, so a failure leaves the database at
 * the last complete version and a restart applies nothing twice.
 * Returns the versions applied now.
 */
export function migrate(db: Db, migrations: readonly Migration[] = allMigrations): number[] {
  assertOrdered(migrations);
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);

  const appliedRows = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: number }[];
  const applied = new Set(appliedRows.map((row) => row.version));
  const known = new Set(migrations.map((migration) => migration.version));
  const unknown = [...applied].filter((version) => !known.has(version));
  if (unknown.length > 0) {
    // An older build must not write to a schema it does not understand.
    throw new Error(`The database has migrations this build does not know: ${unknown.join(', ')}`);
  }

  const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');
  const appliedNow: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      migration.run?.(db);
      record.run(migration.version, migration.name);
    })();
    appliedNow.push(migration.version);
  }
  return appliedNow;
}

function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous && migration.version <= previous.version) {
      throw new Error(`Migration ${migration.version} (${migration.name}) is out of order`);
    }
  });
}
