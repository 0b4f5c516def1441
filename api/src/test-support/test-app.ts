import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Db } from '../db/connect-database';
import { seededTestDatabase } from './test-database';

export const testConfig: AppConfig = {
  host: '127.0.0.1',
  port: 0,
  database: { kind: 'sqlite', file: ':memory:' },
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
  /** The app's database, for a test's own reads and writes. */
  db: Db;
  /** Every route the app registered (HEAD routes Fastify adds for GET left out), in order. */
  routes: readonly RouteSummary[];
  close: () => Promise<void>;
}

/**
 * A fresh, seeded database of its own (in memory on SQLite, a new database on the PostgreSQL test
 * server) behind a Fastify instance driven with `inject`. Tests that drive the order status timer
 * by hand pass `{ orderStatusStepMs: 0 }` to stop the app's own; tests of the seed's dates pass
 * the day to seed on.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, seedDay: Date = new Date()): Promise<TestApp> {
  const database = await seededTestDatabase(seedDay);
  try {
    const app = buildApp({ db: database.db, config: { ...testConfig, ...overrides } });
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
      db: database.db,
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
