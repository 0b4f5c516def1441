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
