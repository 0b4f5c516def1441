import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Db as Kysely } from '../db/connect-database';
import type { Db } from '../db/open-database';
import { seededTestDatabase } from './test-database';

export const testConfig: AppConfig = {
  host: '127.0.0.1',
  port: 0,
  databaseFile: ':memory:',
  publicUrl: 'http://storefront.test/api',
  storefrontUrl: 'http://storefront.test',
  orderStatusStepMs: 10,
  // Suites register many customers from one address; the limits have their own test with a small value.
  rateLimitPerMinute: 10_000,
  trustedProxies: ['127.0.0.1', '::1'],
  faultInjection: false,
  sandboxMailer: true,
  // Payments are checked by hand in the tests that need it.
  mobileMoney: { provider: { kind: 'sandbox' }, promptMs: 120_000, reconcileMs: 0, sandboxCallbacks: 'once', sandboxCallbackSecret: 'a-secret-for-the-tests-only' },
};

/** One route of the app as registered: its method, its URL pattern ('/api/orders/:uuid') and whether it is an event stream. */
export interface RouteSummary {
  method: string;
  url: string;
  stream: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  /**
   * The SQLite connection of the queries not yet written with Kysely; on PostgreSQL a stand-in
   * that fails on any use, so a test reaching such a query says which.
   */
  db: Db;
  kysely: Kysely;
  /** Every route the app registered (HEAD routes Fastify adds for GET left out), in order. */
  routes: readonly RouteSummary[];
  close: () => Promise<void>;
}

/**
 * An object any use of which throws, naming what was used (`name.property`), but for the
 * properties `allow` answers. Awaiting or printing a value looks for `then` and symbols; that is
 * no use, so those are answered as absent.
 */
function refusingStandIn<T extends object>(name: string, allow: (property: string) => unknown = () => undefined): T {
  const refuse = (property: PropertyKey): never => {
    throw new Error(`${name}.${String(property)} is not yet moved to Kysely`);
  };
  return new Proxy({} as T, {
    get: (_target, property) => (property === 'then' || typeof property === 'symbol' ? undefined : (allow(property) ?? refuse(property))),
    set: (_target, property) => refuse(property),
    has: (_target, property) => refuse(property),
  });
}

/**
 * What stands for the SQLite connection on PostgreSQL, where there is none. Preparing a statement
 * is let through, as the app prepares some when it is built; running one, or any other use of the
 * connection, throws, naming the statement, until the query behind it is written with Kysely.
 */
function sqliteStandIn(): Db {
  return refusingStandIn<Db>('db', (property) =>
    property === 'prepare' ? (source: string) => refusingStandIn(`db.prepare(${JSON.stringify(source.replace(/\s+/g, ' ').trim())})`) : undefined,
  );
}

/**
 * A fresh, seeded database of its own (in memory on SQLite, a new database on the PostgreSQL test
 * server) behind a Fastify instance driven with `inject`. Tests that drive the order status timer
 * by hand pass `{ orderStatusStepMs: 0 }` to stop the app's own; tests of the seed's dates pass
 * the day to seed on.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, seedDay: Date = new Date()): Promise<TestApp> {
  const database = await seededTestDatabase(seedDay);
  const db = database.sqlite ?? sqliteStandIn();
  try {
    const app = buildApp({ db, kysely: database.db, config: { ...testConfig, ...overrides } });
    const routes: RouteSummary[] = [];
    // The app's plugins run at ready(), so this hook sees every route they add.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const stream = 'sse' in route && Boolean(route.sse);
      for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, stream });
    });
    await app.ready();
    return {
      app,
      db,
      kysely: database.db,
      routes,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    // On PostgreSQL the database would otherwise stay on the server.
    await database.close();
    throw error;
  }
}
