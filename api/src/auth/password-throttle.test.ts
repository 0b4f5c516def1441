import {
  FailureWindow,
  PASSWORD_CHECK_POLICY,
  RESET_CODE_GUESS_POLICY,
  SecretThrottle,
  attemptKeys,
  identifierKey,
  type Attempt,
} from './password-throttle';

const minute = 60_000;

function throttleWithClock(policy = PASSWORD_CHECK_POLICY) {
  const clock = { now: 1_000_000 };
  return { clock, throttle: new SecretThrottle(policy, () => clock.now) };
}

function fail(throttle: SecretThrottle, attempt: Attempt, times: number): void {
  for (let failure = 0; failure < times; failure += 1) throttle.recordFailure(attempt);
}

const stranger: Attempt = { accounts: ['account:7'], client: '203.0.113.9' };
const customer: Attempt = { accounts: ['account:7'], client: '198.51.100.20' };

describe('SecretThrottle', () => {
  it('holds an account and address back for a minute after five failures, each further failure twice as long', () => {
    const { clock, throttle } = throttleWithClock();
    fail(throttle, stranger, 4);
    expect(throttle.waitMs(stranger)).toBe(0);
    fail(throttle, stranger, 1);
    expect(throttle.waitMs(stranger)).toBe(minute);
    clock.now += minute;
    expect(throttle.waitMs(stranger)).toBe(0);
    fail(throttle, stranger, 1);
    expect(throttle.waitMs(stranger)).toBe(2 * minute);
  });

  it("does not hold back the customer's own address when a stranger fails from another", () => {
    const { clock, throttle } = throttleWithClock();
    // A stranger trying all hour from one address stays under the account's ceiling.
    for (let elapsed = 0; elapsed < 60 * minute; elapsed += minute) {
      if (throttle.waitMs(stranger) === 0) throttle.recordFailure(stranger);
      clock.now += minute;
    }
    expect(throttle.waitMs(customer)).toBe(0);
  });

  it('holds the account back from every address past 50 failures an hour', () => {
    const { clock, throttle } = throttleWithClock();
    for (let address = 0; address < 50; address += 1) throttle.recordFailure({ accounts: ['account:7'], client: `192.0.2.${address}` });
    expect(throttle.waitMs(customer)).toBe(60 * minute);
    clock.now += 60 * minute;
    expect(throttle.waitMs(customer)).toBe(0);
  });

  it("forgets an address's failures on success, not the account's from elsewhere", () => {
    const { throttle } = throttleWithClock();
    fail(throttle, customer, 4);
    throttle.recordFailure(customer);
    throttle.succeeded(customer);
    expect(throttle.waitMs(customer)).toBe(0);
    for (let address = 0; address < 46; address += 1) throttle.recordFailure({ accounts: ['account:7'], client: `192.0.2.${address}` });
    throttle.recordFailure(customer);
    throttle.succeeded(customer);
    // The customer's four failures before and the strangers' 46 make the ceiling.
    expect(throttle.waitMs(customer)).toBeGreaterThan(0);
  });

  it('allows reset codes ten wrong guesses per account in a day, whatever the addresses', () => {
    const { clock, throttle } = throttleWithClock(RESET_CODE_GUESS_POLICY);
    for (let guess = 0; guess < 10; guess += 1) throttle.recordFailure({ accounts: ['account:7'], client: `192.0.2.${guess}` });
    expect(throttle.waitMs(customer)).toBe(24 * 60 * minute);
    clock.now += 24 * 60 * minute;
    expect(throttle.waitMs(customer)).toBe(0);
  });
});

describe('FailureWindow', () => {
  it('counts within a sliding window and forgets the oldest first', () => {
    const clock = { now: 0 };
    const window = new FailureWindow({ max: 2, windowMs: 10 }, 100, () => clock.now);
    window.add('k');
    clock.now = 5;
    window.add('k');
    expect(window.waitMs('k')).toBe(5);
    expect(window.latest('k')).toBe(5);
    clock.now = 10;
    expect(window.waitMs('k')).toBe(0);
    window.removeLatest('k');
    expect(window.latest('k')).toBeNull();
  });

  it('remembers a bounded number of keys', () => {
    const window = new FailureWindow({ max: 1, windowMs: 1000 }, 2, () => 0);
    for (const key of ['a', 'b', 'c']) window.add(key);
    expect(window.waitMs('a')).toBe(0);
    expect(window.waitMs('c')).toBe(1000);
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
