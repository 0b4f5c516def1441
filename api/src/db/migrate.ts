import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { StorefrontDatabase } from './connect-database';
import { storefrontSchema } from './migrations/001-storefront-schema';
import { sharedLimitsSchema } from './migrations/002-shared-limits';
import { schemaDialect, type SchemaDialect } from './migrations/schema-dialect';

/**
 * The last version of the migrations this API ran before Kysely's: a SQLite file there has the
 * schema of 001-storefront-schema already, and adopts it.
 */
export const LEGACY_SCHEMA_VERSION = 10;

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/**
 * A SQLite file made by the earlier migrations (their `schema_migrations` table) already has this
 * schema when it reached their last version; one short of it is refused, so no half-upgraded file
 * is taken for a whole one.
 */
async function adoptLegacySchema(db: Kysely<unknown>): Promise<boolean> {
  const legacy = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`.execute(db);
  if (legacy.rows.length === 0) return false;
  const { rows } = await sql<{ version: number | null }>`SELECT max(version) AS version FROM schema_migrations`.execute(db);
  const version = rows[0]?.version ?? 0;
  if (version !== LEGACY_SCHEMA_VERSION) {
    throw new Error(
      `This SQLite file is at schema version ${version}. Start a release from before the move to PostgreSQL support once, ` +
        `so the file reaches version ${LEGACY_SCHEMA_VERSION}, then start this one.`,
    );
  }
  await sql`DROP TABLE schema_migrations`.execute(db);
  return true;
}

function storefrontSchemaMigration(dialect: SchemaDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect.kind === 'postgres') {
        // citext compares e-mail addresses without regard to case, as SQLite's NOCASE does.
        await sql`CREATE EXTENSION IF NOT EXISTS citext`.execute(db);
        await run(db, storefrontSchema(dialect));
        return;
      }
      // Kysely runs SQLite migrations outside a transaction; this one is all or nothing.
      await db.transaction().execute(async (trx) => {
        if (await adoptLegacySchema(trx)) return;
        await run(trx, storefrontSchema(dialect));
      });
    },
  };
}

/**
 * The migrations, by name in the order they run. They live in TypeScript so the bundled server
 * loads them without a file loader. Never edit one that has shipped: add the next number.
 */
export class StorefrontMigrations implements MigrationProvider {
  readonly #dialect: SchemaDialect;

  constructor(dialect: SchemaDialect) {
    this.#dialect = dialect;
  }

  getMigrations(): Promise<Record<string, Migration>> {
    const dialect = this.#dialect;
    return Promise.resolve({
      '001-storefront-schema': storefrontSchemaMigration(dialect),
      '002-shared-limits': { up: (db: Kysely<unknown>) => run(db, sharedLimitsSchema(dialect)) },
    });
  }
}

/**
 * Brings the database to the schema this build knows, each migration once, and answers the names
 * applied now. A database with migrations this build does not know is refused: an older build must
 * not write to a schema it does not understand.
 */
export async function migrate(database: StorefrontDatabase): Promise<string[]> {
  const migrator = new Migrator({ db: database.db, provider: new StorefrontMigrations(schemaDialect(database.kind)) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
