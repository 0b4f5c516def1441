import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseKind, DatabaseLocation } from './database-location';
import type { DB } from './tables';

export type Db = Kysely<DB>;

export interface StorefrontDatabase {
  kind: DatabaseKind;
  db: Db;
  close: () => Promise<void>;
}

/**
 * Kysely's SQLite driver opens a transaction with a plain BEGIN, which takes the write lock only
 * at the first write: two processes on one file could both read a balance and then both spend it.
 * BEGIN IMMEDIATE takes the lock first, as the wallet debit needs.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** Opens (creating the folder if needed) the SQLite file, or an in-memory database for ':memory:'. */
function openSqlite(file: string): BetterSqlite3.Database {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  // WAL lets reads go on while the order-status timer writes; it has no meaning in memory.
  if (!inMemory) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/**
 * PostgreSQL answers 64-bit integers (counts, sums) and numerics as text so no digit is lost. Sums
 * of ngwee stay far below 2^53, so they are read as numbers, as SQLite answers them.
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (value: string) => Number(value);
    return format === undefined ? pg.types.getTypeParser(oid) : pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

export function connectDatabase(location: DatabaseLocation): StorefrontDatabase {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, types: pgTypes, max: 10 });
    // An idle connection the server closes (a restart, a failover) is an error of the pool, which
    // would end the process unheard; the pool opens a new connection for the next query instead.
    pool.on('error', (error) => process.stderr.write(`PostgreSQL closed an idle connection: ${error.message}\n`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { kind: 'postgres', db, close: () => db.destroy() };
  }
  const sqlite = openSqlite(location.file);
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  // Kysely's destroy closes the SQLite connection too.
  return { kind: 'sqlite', db, close: () => db.destroy() };
}
