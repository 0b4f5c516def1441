import { FailureThrottle, SIGN_IN_POLICY, signInThrottleKeys } from './sign-in-throttle';

const minute = 60_000;

function throttleWithClock() {
  const clock = { now: 1_000_000 };
  const throttle = new FailureThrottle(SIGN_IN_POLICY, () => clock.now);
  return { clock, throttle };
}

function fail(throttle: FailureThrottle, times: number, keys = ['k']): void {
  for (let failure = 0; failure < times; failure += 1) throttle.recordFailure(keys);
}

describe('FailureThrottle', () => {
  it('lets four failures through and holds the fifth back for a minute', () => {
    const { clock, throttle } = throttleWithClock();
    fail(throttle, 4);
    expect(throttle.waitMs(['k'])).toBe(0);
    fail(throttle, 1);
    expect(throttle.waitMs(['k'])).toBe(minute);
    clock.now += 59_999;
    expect(throttle.waitMs(['k'])).toBe(1);
    clock.now += 1;
    expect(throttle.waitMs(['k'])).toBe(0);
  });

  it('doubles the cool-down with every further failure, up to 15 minutes', () => {
    const { clock, throttle } = throttleWithClock();
    fail(throttle, 5);
    const waits: number[] = [];
    for (let further = 0; further < 6; further += 1) {
      clock.now += throttle.waitMs(['k']);
      fail(throttle, 1);
      waits.push(throttle.waitMs(['k']) / minute);
    }
    expect(waits).toEqual([2, 4, 8, 15, 15, 15]);
  });

  it('forgets the failures after a success or after 15 quiet minutes', () => {
    const { clock, throttle } = throttleWithClock();
    fail(throttle, 4);
    throttle.reset(['k']);
    fail(throttle, 4);
    expect(throttle.waitMs(['k'])).toBe(0);

    clock.now += 15 * minute;
    fail(throttle, 1);
    expect(throttle.waitMs(['k'])).toBe(0);
    fail(throttle, 3);
    expect(throttle.waitMs(['k'])).toBe(0);

    fail(throttle, 1);
    clock.now += minute + 15 * minute;
    fail(throttle, 1);
    expect(throttle.waitMs(['k'])).toBe(0);
  });

  it('counts every key apart and waits for the longest', () => {
    const { throttle } = throttleWithClock();
    fail(throttle, 5, ['a']);
    expect(throttle.waitMs(['b'])).toBe(0);
    expect(throttle.waitMs(['b', 'a'])).toBe(minute);
  });

  it('remembers a bounded number of keys, forgetting the oldest', () => {
    const throttle = new FailureThrottle({ ...SIGN_IN_POLICY, maxKeys: 2 }, () => 0);
    fail(throttle, 5, ['first']);
    fail(throttle, 5, ['second']);
    fail(throttle, 5, ['third']);
    expect(throttle.waitMs(['first'])).toBe(0);
    expect(throttle.waitMs(['second'])).toBe(minute);
    expect(throttle.waitMs(['third'])).toBe(minute);
  });
});

describe('signInThrottleKeys', () => {
  it('counts an e-mail without case', () => {
    expect(signInThrottleKeys(' Chipo@Example.ZM ')).toEqual(['email:chipo@example.zm']);
  });

  it('counts the usual forms of a phone together', () => {
    const national = 'phone:971234567';
    for (const typed of ['0971234567', '971234567', '+260971234567', '260971234567', '+260 97 123 4567']) {
      expect(signInThrottleKeys(typed)).toContain(national);
    }
  });
});
