import type { AppConfig } from './config';
import type { Db } from './db/connect-database';
import type { MobileMoney } from './payments/mobile-money/mobile-money-setup';

/** What every route module gets: the database (SQLite or PostgreSQL), the configuration and the mobile money provider. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  mobileMoney: MobileMoney;
}
