import type { Db } from '../db/connect-database';

/**
 * The failures (and reset codes sent) each throttle counts, kept in the database so every replica
 * of the API counts the same ones: two processes behind a proxy hold an account back as one does.
 * A scope names the count ('password:account', ...); a key what it counts (an account, an account
 * and address, a typed identifier). Times are milliseconds since 1970.
 */
export class ThrottleLog {
  constructor(private readonly db: Db) {}

  /** Records an event and answers its id, which orders it among events recorded at once elsewhere. */
  async add(scope: string, key: string, at: number): Promise<number> {
    const row = await this.db.insertInto('throttle_events').values({ scope, key, at }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  /** The latest `limit` times of a key, oldest first; only those recorded before event `beforeId` when given. */
  async times(scope: string, key: string, limit: number, beforeId?: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('throttle_events')
      .select('at')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .$if(beforeId !== undefined, (query) => query.where('id', '<', beforeId ?? 0))
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.at).reverse();
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('throttle_events').where('id', '=', id).execute();
  }

  /** Takes back the key's latest event (a failure counted before a check that then succeeded). */
  async removeLatest(scope: string, key: string): Promise<void> {
    const latest = await this.db
      .selectFrom('throttle_events')
      .select('id')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (latest) await this.remove(latest.id);
  }

  async clear(scope: string, key: string): Promise<void> {
    await this.db.deleteFrom('throttle_events').where('scope', '=', scope).where('key', '=', key).execute();
  }

  /** Forgets events older than any count looks back (a day), so the table stays small. */
  async sweep(before: number): Promise<void> {
    await this.db.deleteFrom('throttle_events').where('at', '<', before).execute();
  }
}
