import { sql } from 'kysely';
import { emptyTestDatabase, testServerUrl } from '../test-support/test-database';
import { isPostgres } from './dialect';

it('tells PostgreSQL from SQLite, inside a transaction too', async () => {
  const database = await emptyTestDatabase();
  try {
    const expected = testServerUrl() !== null;
    expect(isPostgres(database.db)).toBe(expected);
    expect(await database.db.transaction().execute((trx) => Promise.resolve(isPostgres(trx)))).toBe(expected);
  } finally {
    await database.close();
  }
});

// Only PostgreSQL has a server that can close the connections of a pool.
if (testServerUrl() !== null) {
  it('goes on after the PostgreSQL server closed its idle connections', async () => {
    const database = await emptyTestDatabase();
    try {
      // Three connections at once, so the pool keeps idle ones.
      await Promise.all([1, 2, 3].map(() => sql`SELECT pg_sleep(0.05)`.execute(database.db)));
      const { rows } = await sql<{ closed: boolean }>`
        SELECT pg_terminate_backend(pid) AS closed FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(database.db);
      expect(rows.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const answers = await Promise.all([1, 2, 3].map(() => sql<{ one: number }>`SELECT 1 AS one`.execute(database.db)));
      expect(answers.map((answer) => answer.rows)).toEqual([[{ one: 1 }], [{ one: 1 }], [{ one: 1 }]]);
    } finally {
      await database.close();
    }
  });
}
