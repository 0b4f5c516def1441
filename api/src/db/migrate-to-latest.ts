import { connectDatabase } from './connect-database';
import { databaseLocation } from './database-location';
import { migrate } from './migrate';

/** `DATABASE_URL=... tsx src/db/migrate-to-latest.ts`: migrates a database without starting the API (scripts/table-types.mjs). */
async function main(): Promise<void> {
  const database = connectDatabase(databaseLocation(process.env.DATABASE_URL, process.env.DATABASE_FILE ?? 'data/storefront.sqlite'));
  try {
    const applied = await migrate(database);
    process.stdout.write(`migrations applied: ${applied.length === 0 ? 'none' : applied.join(', ')}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`migration failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
