import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emptyTestDatabase, testServerUrl } from '../test-support/test-database';
import { connectDatabase, type StorefrontDatabase } from './connect-database';
import { LEGACY_SCHEMA_VERSION, migrate } from './migrate';
import { storefrontSchema } from './migrations/001-storefront-schema';
import { sqliteSchema } from './migrations/schema-dialect';

const everyTable = [
  'account_deletion_requests', 'addresses', 'app_settings', 'blog_posts', 'careers', 'catalog_version', 'categories',
  'catering_requests', 'contact_info', 'contact_messages', 'content_blocks', 'job_applications', 'one_time_codes',
  'order_products', 'orders', 'payments', 'places', 'product_images', 'products', 'rate_limits', 'rider_signups',
  'sandbox_gateway_payments', 'sandbox_mail', 'seed_history', 'sessions', 'support_tickets', 'throttle_events', 'tips', 'users', 'vendors',
  'wallet_transactions',
];

const isoTime = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * What the database said when it refused a write, or 'accepted'. Not `rejects.toThrow`: the SQLite
 * driver's errors come from the first test file that loaded it, which Jest does not take for errors.
 */
function refusal(write: Promise<unknown>): Promise<string> {
  return write.then(
    () => 'accepted',
    (error: unknown) => (error as { message?: string }).message ?? String(error),
  );
}

describe(`the migrations on ${testServerUrl() === null ? 'SQLite' : 'PostgreSQL'}`, () => {
  let database: StorefrontDatabase;
  beforeEach(async () => {
    database = await emptyTestDatabase();
  });
  afterEach(() => database.close());

  const userRow = (email: string) => ({ uuid: email, first_name: 'A', last_name: 'B', email, password_hash: 'x' });

  it('make every table once, and nothing on a second run', async () => {
    expect(await migrate(database)).toEqual(['001-storefront-schema', '002-shared-limits']);
    expect(await migrate(database)).toEqual([]);
    const tables = await database.db.introspection.getTables();
    expect(tables.map((table) => table.name).sort()).toEqual(everyTable);
  });

  it('hand out row ids and ISO-8601 UTC times, and compare e-mail addresses without regard to case', async () => {
    await migrate(database);
    const { db } = database;
    const first = await db.insertInto('users').values(userRow('ama@example.zm')).returning(['id', 'created_at']).executeTakeFirstOrThrow();
    const second = await db.insertInto('users').values(userRow('bo@example.zm')).returning('id').executeTakeFirstOrThrow();
    expect(second.id).toBe(first.id + 1);
    expect(first.created_at).toMatch(isoTime);
    expect(await refusal(db.insertInto('users').values({ ...userRow('AMA@example.zm'), uuid: 'other' }).execute())).toMatch(/unique|duplicate/i);
    const found = await db.selectFrom('users').select('id').where('email', '=', 'Ama@Example.ZM').executeTakeFirst();
    expect(found?.id).toBe(first.id);
  });

  it('keep exact sums of ngwee as numbers, and refuse what the checks forbid', async () => {
    await migrate(database);
    const { db } = database;
    const user = await db.insertInto('users').values(userRow('ama@example.zm')).returning('id').executeTakeFirstOrThrow();
    const entry = (amount: number, uuid: string) => ({ uuid, user_id: user.id, kind: 'topup', amount_ngwee: amount, status: 'completed' });
    await db.insertInto('wallet_transactions').values([entry(4_000_000_000 / 4, 'a'), entry(1_000_000_001, 'b'), entry(-7, 'c')]).execute();
    const { balance } = await db
      .selectFrom('wallet_transactions')
      .select((eb) => eb.fn.sum<number>('amount_ngwee').as('balance'))
      .executeTakeFirstOrThrow();
    expect(balance).toBe(1_999_999_994);
    expect(await refusal(db.insertInto('wallet_transactions').values({ ...entry(1, 'd'), kind: 'gift' }).execute())).toMatch(/check/i);
    expect(await refusal(db.insertInto('content_blocks').values({ kind: 'page', key: 'about', data: '{not json' }).execute())).toMatch(
      /check|json/i,
    );
  });

  it('move the catalogue version on with every write to a catalogue table', async () => {
    await migrate(database);
    const { db } = database;
    const version = async () => (await db.selectFrom('catalog_version').select('version').executeTakeFirstOrThrow()).version;
    const start = await version();
    await db.insertInto('categories').values({ name: 'Soups' }).execute();
    const afterInsert = await version();
    expect(afterInsert).toBeGreaterThan(start);
    await db.updateTable('categories').set({ sort_order: 2 }).execute();
    const afterUpdate = await version();
    expect(afterUpdate).toBeGreaterThan(afterInsert);
    await db.deleteFrom('categories').execute();
    const afterDelete = await version();
    expect(afterDelete).toBeGreaterThan(afterUpdate);
    await db.insertInto('seed_history').values({ name: 'not the catalogue' }).execute();
    expect(await version()).toBe(afterDelete);
  });

  it('refuse a database migrated by a newer build', async () => {
    await migrate(database);
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('999-from-the-future', '2030-01-01T00:00:00.000Z')`.execute(database.db);
    expect(await refusal(migrate(database))).toMatch(/999-from-the-future/);
  });
});

describe('an SQLite file made by the migrations before Kysely', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'storefront-legacy-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  /** A file as the earlier migrations left it at `version`, with one customer. */
  function legacyFile(version: number): string {
    const file = path.join(directory, 'storefront.sqlite');
    const sqlite = new BetterSqlite3(file);
    sqlite.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT)');
    for (let step = 1; step <= version; step += 1) sqlite.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)').run(step, `step-${step}`);
    for (const statement of storefrontSchema(sqliteSchema)) sqlite.exec(statement);
    sqlite.prepare("INSERT INTO users (uuid, first_name, last_name, email, password_hash) VALUES ('u1', 'Ama', 'Banda', 'ama@example.zm', 'x')").run();
    sqlite.close();
    return file;
  }

  it('adopts the schema at their last version and keeps its rows', async () => {
    const database = connectDatabase({ kind: 'sqlite', file: legacyFile(LEGACY_SCHEMA_VERSION) });
    try {
      expect(await migrate(database)).toEqual(['001-storefront-schema', '002-shared-limits']);
      expect(await database.db.selectFrom('users').select('first_name').execute()).toEqual([{ first_name: 'Ama' }]);
      const tables = await database.db.introspection.getTables();
      expect(tables.map((table) => table.name)).not.toContain('schema_migrations');
      expect(await migrate(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('refuses one short of their last version, and leaves it as it was', async () => {
    const file = legacyFile(LEGACY_SCHEMA_VERSION - 1);
    const database = connectDatabase({ kind: 'sqlite', file });
    try {
      expect(await refusal(migrate(database))).toContain(`This SQLite file is at schema version ${LEGACY_SCHEMA_VERSION - 1}.`);
      const tables = await database.db.introspection.getTables();
      expect(tables.map((table) => table.name)).toContain('schema_migrations');
    } finally {
      await database.close();
    }
  });
});
