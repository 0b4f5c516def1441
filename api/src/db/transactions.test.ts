import { migratedTestDatabase } from '../test-support/test-database';
import type { StorefrontDatabase } from './connect-database';
import { holdNames } from './transactions';

let database: StorefrontDatabase;
beforeEach(async () => {
  database = await migratedTestDatabase();
});
afterEach(() => database.close());

it('makes a second transaction holding a name wait until the first has ended', async () => {
  const events: string[] = [];
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heldFirst = (): void => undefined;
  const firstHolds = new Promise<void>((resolve) => {
    heldFirst = resolve;
  });
  const first = database.db.transaction().execute(async (trx) => {
    await holdNames(trx, ['email:ama@example.zm']);
    events.push('first holds');
    heldFirst();
    await released;
    events.push('first ends');
  });
  await firstHolds;
  const second = database.db.transaction().execute(async (trx) => {
    await holdNames(trx, ['phone:+260971234567', 'email:ama@example.zm']);
    events.push('second holds');
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  events.push('released');
  release();
  await Promise.all([first, second]);
  expect(events).toEqual(['first holds', 'released', 'first ends', 'second holds']);
});
