import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type StorefrontDatabase } from '../db/connect-database';
import { migrate } from '../db/migrate';
import type { Db } from '../db/open-database';

/** A migrated SQLite database (in memory unless a file is named), with its connection for the queries not yet Kysely's. */
export async function migratedSqlite(file = ':memory:'): Promise<StorefrontDatabase & { sqlite: Db }> {
  const database = connectDatabase({ kind: 'sqlite', file });
  await migrate(database);
  const { sqlite } = database;
  if (sqlite === null) throw new Error('An SQLite database has its connection');
  return { ...database, sqlite };
}

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
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = connectDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE ${name}`);
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
