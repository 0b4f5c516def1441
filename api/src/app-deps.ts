import type { AppConfig } from './config';
import type { Db as Kysely } from './db/connect-database';
import type { Db } from './db/open-database';
import type { MobileMoney } from './payments/mobile-money/mobile-money-setup';

/** What every route module gets: the open database, the configuration and the mobile money provider. */
export interface AppDeps {
  /** The SQLite connection of the queries not yet written with Kysely. */
  db: Db;
  /** The database through Kysely, on SQLite or PostgreSQL. */
  kysely: Kysely;
  config: AppConfig;
  mobileMoney: MobileMoney;
}
