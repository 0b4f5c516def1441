import { emptyTestDatabase } from '../test-support/test-database';
import type { StorefrontDatabase } from '../db/connect-database';
import { migrate } from '../db/migrate';
import {
  FailureWindow,
  PASSWORD_CHECK_POLICY,
  RESET_CODE_GUESS_POLICY,
  SecretThrottle,
  attemptKeys,
  cooldownWaitMs,
  createThrottles,
  identifierKey,
  windowWaitMs,
  type Attempt,
} from './password-throttle';
import { ThrottleLog } from './throttle-log';

const minute = 60_000;

let database: StorefrontDatabase;
beforeEach(async () => {
  database = await emptyTestDatabase();
  await migrate(database);
});
afterEach(() => database.close());

function throttleWithClock(policy = PASSWORD_CHECK_POLICY) {
  const clock = { now: 1_000_000 };
  return { clock, throttle: new SecretThrottle(new ThrottleLog(database.db), 'password', policy, () => clock.now) };
}

async function fail(throttle: SecretThrottle, attempt: Attempt, times: number): Promise<void> {
  for (let failure = 0; failure < times; failure += 1) await throttle.attempt(attempt);
}

const stranger: Attempt = { accounts: ['account:7'], client: '203.0.113.9' };
const customer: Attempt = { accounts: ['account:7'], client: '198.51.100.20' };

describe('the waits, from the failure times', () => {
  const policy = PASSWORD_CHECK_POLICY.perClient;

  it('hold a key back a minute after five failures in a row, each further one twice as long, up to 15 minutes', () => {
    expect(cooldownWaitMs([0, 0, 0, 0], policy, 0)).toBe(0);
    expect(cooldownWaitMs([0, 0, 0, 0, 0], policy, 0)).toBe(minute);
    expect(cooldownWaitMs([0, 0, 0, 0, 0, minute], policy, minute)).toBe(2 * minute);
    expect(cooldownWaitMs(Array.from({ length: 20 }, () => 0), policy, 0)).toBe(15 * minute);
  });

  it('start afresh after a quiet time past the cool-down', () => {
    const five = [0, 0, 0, 0, 0];
    expect(cooldownWaitMs([...five, minute + 15 * minute], policy, 16 * minute)).toBe(0);
    expect(cooldownWaitMs([...five, minute + 15 * minute - 1], policy, 16 * minute)).toBe(2 * minute - 1);
  });

  it('count within a sliding window and let the oldest go first', () => {
    expect(windowWaitMs([0, 5], { max: 2, windowMs: 10 }, 5)).toBe(5);
    expect(windowWaitMs([0, 5], { max: 2, windowMs: 10 }, 10)).toBe(0);
    expect(windowWaitMs([0, 5, 7], { max: 2, windowMs: 10 }, 10)).toBe(5);
  });
});

describe('SecretThrottle', () => {
  it('holds an account and address back for a minute after five failures, each further failure twice as long', async () => {
    const { clock, throttle } = throttleWithClock();
    await fail(throttle, stranger, 4);
    expect(await throttle.waitMs(stranger)).toBe(0);
    await fail(throttle, stranger, 1);
    expect(await throttle.waitMs(stranger)).toBe(minute);
    expect(await throttle.attempt(stranger)).toBe(minute);
    clock.now += minute;
    expect(await throttle.waitMs(stranger)).toBe(0);
    await fail(throttle, stranger, 1);
    expect(await throttle.waitMs(stranger)).toBe(2 * minute);
  });

  it("does not hold back the customer's own address when a stranger fails from another", async () => {
    const { clock, throttle } = throttleWithClock();
    // A stranger trying all hour from one address stays under the account's ceiling.
    for (let elapsed = 0; elapsed < 60 * minute; elapsed += minute) {
      await throttle.attempt(stranger);
      clock.now += minute;
    }
    expect(await throttle.waitMs(customer)).toBe(0);
  });

  it('holds the account back from every address past 50 failures an hour', async () => {
    const { clock, throttle } = throttleWithClock();
    for (let address = 0; address < 50; address += 1) await throttle.attempt({ accounts: ['account:7'], client: `192.0.2.${address}` });
    expect(await throttle.waitMs(customer)).toBe(60 * minute);
    clock.now += 60 * minute;
    expect(await throttle.waitMs(customer)).toBe(0);
  });

  it("forgets an address's failures on success, not the account's from elsewhere", async () => {
    const { throttle } = throttleWithClock();
    await fail(throttle, customer, 4);
    await throttle.attempt(customer);
    await throttle.succeeded(customer);
    expect(await throttle.waitMs(customer)).toBe(0);
    for (let address = 0; address < 46; address += 1) await throttle.attempt({ accounts: ['account:7'], client: `192.0.2.${address}` });
    // The customer's four failures before and the strangers' 46 make the ceiling.
    expect(await throttle.attempt(customer)).toBeGreaterThan(0);
  });

  it('allows reset codes ten wrong guesses per account in a day, whatever the addresses', async () => {
    const { clock, throttle } = throttleWithClock(RESET_CODE_GUESS_POLICY);
    for (let guess = 0; guess < 10; guess += 1) await throttle.attempt({ accounts: ['account:7'], client: `192.0.2.${guess}` });
    expect(await throttle.waitMs(customer)).toBe(24 * 60 * minute);
    clock.now += 24 * 60 * minute;
    expect(await throttle.waitMs(customer)).toBe(0);
  });

  it('lets five of a burst of attempts at once through, and counts no refused one', async () => {
    const { throttle } = throttleWithClock();
    const waits = await Promise.all(Array.from({ length: 8 }, () => throttle.attempt(stranger)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(await database.db.selectFrom('throttle_events').select('id').execute()).toHaveLength(10);
  });

  it('counts the failures of every replica on one database together', async () => {
    const clock = { now: 1_000_000 };
    const replicas = [1, 2].map(() => new SecretThrottle(new ThrottleLog(database.db), 'password', PASSWORD_CHECK_POLICY, () => clock.now));
    for (let failure = 0; failure < 5; failure += 1) await replicas[failure % 2]?.attempt(stranger);
    expect(await replicas[0]?.waitMs(stranger)).toBe(minute);
    expect(await replicas[1]?.waitMs(stranger)).toBe(minute);
  });
});

describe('FailureWindow', () => {
  it('counts within a sliding window and answers the latest', async () => {
    const clock = { now: 0 };
    const window = new FailureWindow(new ThrottleLog(database.db), 'sent', { max: 2, windowMs: 10 }, () => clock.now);
    await window.add('k');
    clock.now = 5;
    await window.add('k');
    expect(await window.waitMs('k')).toBe(5);
    expect(await window.latest('k')).toBe(5);
    expect(await window.waitMs('other')).toBe(0);
    clock.now = 15;
    expect(await window.waitMs('k')).toBe(0);
    expect(await window.latest('k')).toBeNull();
  });
});

describe('the sweep', () => {
  it('forgets failures older than a day, and keeps the others', async () => {
    const clock = { now: 0 };
    const throttles = createThrottles(database.db, () => clock.now);
    await throttles.passwords.attempt(stranger);
    clock.now = 23 * 60 * minute;
    await throttles.passwords.attempt(stranger);
    clock.now = 24 * 60 * minute + 1;
    await throttles.sweep();
    const left = await database.db.selectFrom('throttle_events').select('at').execute();
    expect(left.map((event) => event.at)).toEqual([23 * 60 * minute, 23 * 60 * minute]);
  });
});

describe('attemptKeys', () => {
  it('counts every spelling of an unknown e-mail or phone as one', () => {
    expect(new Set(['Nobody@Example.zm', ' nobody@example.zm '].map(identifierKey))).toEqual(new Set(['email:nobody@example.zm']));
    const phones = ['0971234567', '971234567', '+260971234567', '260 97 123 4567'].map(identifierKey);
    expect(new Set(phones)).toEqual(new Set(['phone:+260971234567']));
  });

  it("counts a known account under the account, whichever of its identifiers was typed", () => {
    expect(attemptKeys('0971234567', [7])).toEqual(['account:7']);
    expect(attemptKeys('mwila@example.zm', [7])).toEqual(['account:7']);
    expect(attemptKeys('mwila@example.zm', [])).toEqual(['email:mwila@example.zm']);
  });
});
