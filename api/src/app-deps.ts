import type { AppConfig } from './config';
import type { Db } from './db/open-database';

/** What every route module gets: the open database and the configuration. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
}
