import type Database from 'better-sqlite3';

/**
 * The SQLite connection the queries not yet written with Kysely use, the same one under the
 * Kysely instance (connect-database). It goes once every query is Kysely's.
 */
export type Db = Database.Database;
