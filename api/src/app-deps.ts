import type { AppConfig } from './config';
import type { Db } from './db/open-database';
import type { MobileMoney } from './payments/mobile-money/mobile-money-setup';

/** What every route module gets: the open database, the configuration and the mobile money provider. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  mobileMoney: MobileMoney;
}
