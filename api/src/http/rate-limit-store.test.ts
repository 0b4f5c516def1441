import type { StorefrontDatabase } from '../db/connect-database';
import { migrate } from '../db/migrate';
import { emptyTestDatabase } from '../test-support/test-database';
import { countRequest, sweepRequestCounts } from './rate-limit-store';

let database: StorefrontDatabase;
beforeEach(async () => {
  database = await emptyTestDatabase();
  await migrate(database);
});
afterEach(() => database.close());

describe('the request counts of the public forms', () => {
  it('count the requests of a key in its window, and start again at 1 once it has ended', async () => {
    expect(await countRequest(database.db, 'sign-in:192.0.2.1', 60_000, 1_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(await countRequest(database.db, 'sign-in:192.0.2.1', 60_000, 31_000)).toEqual({ current: 2, ttl: 30_000 });
    expect(await countRequest(database.db, 'sign-in:192.0.2.2', 60_000, 31_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(await countRequest(database.db, 'sign-in:192.0.2.1', 60_000, 61_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('count requests at once one after the other', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => countRequest(database.db, 'contact:192.0.2.9', 60_000, 5_000)));
    expect(answers.map((answer) => answer.current).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('forget the windows that have ended', async () => {
    await countRequest(database.db, 'old', 60_000, 0);
    await countRequest(database.db, 'live', 60_000, 30_000);
    await sweepRequestCounts(database.db, 60_000);
    expect(await database.db.selectFrom('rate_limits').select('key').execute()).toEqual([{ key: 'live' }]);
  });
});
