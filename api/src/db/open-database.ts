import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export type Db = Database.Database;

/** Opens (creating the folder if needed) the SQLite file, or an in-memory database for ':memory:'. */
export function openDatabase(file: string): Db {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  // WAL lets reads go on while the order-status timer writes; it has no meaning in memory.
  if (!inMemory) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
