import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase, type Db } from '../db/open-database';
import { seedDatabase } from '../seed/seed-database';

export const testConfig: AppConfig = {
  host: '127.0.0.1',
  port: 0,
  databaseFile: ':memory:',
  publicUrl: 'http://storefront.test/api',
  orderStatusStepMs: 10,
};

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close: () => Promise<void>;
}

/**
 * A fresh, seeded in-memory database behind a Fastify instance driven with `inject`. Tests that
 * drive the order status timer by hand pass `{ orderStatusStepMs: 0 }` to stop the app's own.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const db = openDatabase(':memory:');
  migrate(db);
  seedDatabase(db);
  const app = buildApp({ db, config: { ...testConfig, ...overrides } });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      db.close();
    },
  };
}
