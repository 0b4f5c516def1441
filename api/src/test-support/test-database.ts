import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase, type StorefrontDatabase } from '../db/connect-database';
import { migrate } from '../db/migrate';
import { seedDatabase } from '../seed/seed-database';
import { isoDayFrom } from '../seed/seed-dates';

/**
 * The PostgreSQL server the suite runs on (`npm run test:postgres` starts one and names it in
 * TEST_DATABASE_URL), or null for SQLite.
 */
export function testServerUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL;
  return url === undefined || url === '' ? null : url;
}

/**
 * An empty database of the test's own, not yet migrated: in memory on SQLite, or a new database
 * on the test server, dropped when closed.
 */
export async function emptyTestDatabase(): Promise<StorefrontDatabase> {
  const serverUrl = testServerUrl();
  if (serverUrl === null) return connectDatabase({ kind: 'sqlite', file: ':memory:' });
  return newServerDatabase(serverUrl);
}

/** A migrated database of the test's own, with no rows: in memory on SQLite, a new database on the test server. */
export async function migratedTestDatabase(): Promise<StorefrontDatabase> {
  const database = await emptyTestDatabase();
  await migrate(database);
  return database;
}

/**
 * A migrated database of the test's own, seeded on `seedDay`: in memory on SQLite; on the test
 * server, a copy of that day's template (made by the first test that needs it), dropped when closed.
 */
export async function seededTestDatabase(seedDay: Date): Promise<StorefrontDatabase> {
  const serverUrl = testServerUrl();
  if (serverUrl === null) {
    const database = await migratedTestDatabase();
    await seedDatabase(database.db, seedDay);
    return database;
  }
  return newServerDatabase(serverUrl, await seedTemplate(serverUrl, seedDay));
}

/**
 * A database of the test's own for API processes the test starts (`env` names it to them), with
 * a connection of the test's own to read what they wrote: an SQLite file in a temporary folder, or
 * a new database on the test server. The processes migrate and seed it.
 */
export async function databaseForProcesses(): Promise<{ env: Record<string, string>; database: StorefrontDatabase }> {
  const serverUrl = testServerUrl();
  if (serverUrl === null) {
    const directory = mkdtempSync(path.join(tmpdir(), 'storefront-processes-'));
    const file = path.join(directory, 'storefront.sqlite');
    const database = connectDatabase({ kind: 'sqlite', file });
    const close = async () => {
      await database.close();
      rmSync(directory, { recursive: true, force: true });
    };
    return { env: { DATABASE_FILE: file }, database: { ...database, close } };
  }
  const database = await newServerDatabase(serverUrl);
  return { env: { DATABASE_URL: database.url }, database };
}

/** A new database on the test server, empty or a copy of `template`, dropped when closed. */
async function newServerDatabase(serverUrl: string, template?: string): Promise<StorefrontDatabase & { url: string }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, template === undefined ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = databaseUrl(serverUrl, name);
  const database = connectDatabase({ kind: 'postgres', url });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      // Processes a test started may still hold connections a moment after they were told to stop.
      await onServer(serverUrl, `DROP DATABASE ${name} WITH (FORCE)`);
    },
  };
}

/** The templates this process has made or is making, by name: tests starting together share one. */
const templates = new Map<string, Promise<string>>();

/**
 * The name of a database migrated and seeded on `seedDay`'s UTC date (all the seed reads of it),
 * to copy: migrating and seeding take far longer than a copy. One made earlier in the run (by
 * another test file) is used as it is; the server of `npm run test:postgres` is new on each run.
 */
function seedTemplate(serverUrl: string, seedDay: Date): Promise<string> {
  const name = `seed_template_${isoDayFrom(seedDay, 0).replaceAll('-', '')}`;
  let template = templates.get(name);
  if (template === undefined) {
    template = findOrMakeTemplate(serverUrl, name, seedDay);
    templates.set(name, template);
    // A failure is not remembered: the next test tries again.
    void template.catch(() => templates.delete(name));
  }
  return template;
}

async function findOrMakeTemplate(serverUrl: string, name: string, seedDay: Date): Promise<string> {
  if (await databaseExists(serverUrl, name)) return name;
  // Made under a name of its own and renamed once whole, so no one copies half a template; when
  // another process made one first, its template is used and this one dropped.
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${building}`);
  try {
    const database = connectDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, building) });
    try {
      await migrate(database);
      await seedDatabase(database.db, seedDay);
      // Done now, autovacuum has no reason to visit the template: a copy waits while it does.
      await sql`VACUUM ANALYZE`.execute(database.db);
    } finally {
      // PostgreSQL copies no database that has connections open.
      await database.close();
    }
    await onServer(serverUrl, `ALTER DATABASE ${building} RENAME TO ${name}`);
    // Nor may anyone open one later.
    await onServer(serverUrl, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  } catch (error) {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${building}`);
    if (!(await databaseExists(serverUrl, name))) throw error;
  }
  return name;
}

async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const { rows } = await onServer(serverUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return rows.length > 0;
}

/** The test server's URL, naming database `name`. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's own database (CREATE and DROP DATABASE run outside the tests' databases). */
async function onServer(serverUrl: string, statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}
