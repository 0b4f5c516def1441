import { isValidEmail } from '@storefront/api-client/schemas';
import { candidateNationalNumbers, digitsOf } from './phone-number';

export interface ThrottlePolicy {
  /** Failures in a row (each within `quietMs` of the cool-down before) that start a cool-down. */
  maxFailures: number;
  /** The cool-down after the `maxFailures`th failure; it doubles with every further one. */
  firstCooldownMs: number;
  maxCooldownMs: number;
  /** Quiet time after a cool-down ends that forgets the failures. */
  quietMs: number;
  /** Keys remembered at most; the least recently failed are forgotten first, bounding memory. */
  maxKeys: number;
}

/** Five failures, then 1 minute, 2, 4, 8, up to 15; forgotten after 15 quiet minutes. */
export const SIGN_IN_POLICY: ThrottlePolicy = {
  maxFailures: 5,
  firstCooldownMs: 60_000,
  maxCooldownMs: 15 * 60_000,
  quietMs: 15 * 60_000,
  maxKeys: 10_000,
};

export const TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE = 'Too many sign-in attempts. Please wait a minute and try again.';

interface FailureRecord {
  count: number;
  lastAt: number;
}

/**
 * Counts failures per key in memory and says how long a key must wait. Pure apart from the clock
 * it is given, so tests move time instead of sleeping. Memory is per process: a restart forgets,
 * which only ever lets someone try again sooner.
 */
export class FailureThrottle {
  private readonly records = new Map<string, FailureRecord>();

  constructor(
    private readonly policy: ThrottlePolicy = SIGN_IN_POLICY,
    private readonly now: () => number = Date.now,
  ) {}

  private cooldownMs(count: number): number {
    if (count < this.policy.maxFailures) return 0;
    return Math.min(this.policy.firstCooldownMs * 2 ** (count - this.policy.maxFailures), this.policy.maxCooldownMs);
  }

  private current(key: string, at: number): FailureRecord | null {
    const record = this.records.get(key);
    if (!record) return null;
    if (at - record.lastAt >= this.cooldownMs(record.count) + this.policy.quietMs) {
      this.records.delete(key);
      return null;
    }
    return record;
  }

  /** How long (ms) until every one of the keys may try again; 0 when they may now. */
  waitMs(keys: readonly string[]): number {
    const at = this.now();
    return keys.reduce((longest, key) => {
      const record = this.current(key, at);
      const wait = record ? record.lastAt + this.cooldownMs(record.count) - at : 0;
      return Math.max(longest, wait);
    }, 0);
  }

  recordFailure(keys: readonly string[]): void {
    const at = this.now();
    for (const key of keys) {
      const count = (this.current(key, at)?.count ?? 0) + 1;
      // Re-inserted so the map's order is the order of last failure, oldest first.
      this.records.delete(key);
      this.records.set(key, { count, lastAt: at });
    }
    for (const oldest of this.records.keys()) {
      if (this.records.size <= this.policy.maxKeys) break;
      this.records.delete(oldest);
    }
  }

  reset(keys: readonly string[]): void {
    for (const key of keys) this.records.delete(key);
  }
}

/**
 * What a sign-in identifier is counted under, the same whether an account has it or not: the
 * e-mail without case, or every national number a typed phone can stand for, so '0971234567'
 * and '+260971234567' share their count.
 */
export function signInThrottleKeys(identifier: string): string[] {
  const trimmed = identifier.trim();
  if (isValidEmail(trimmed)) return [`email:${trimmed.toLowerCase()}`];
  const candidates = candidateNationalNumbers(trimmed);
  return candidates.length > 0 ? candidates.map((national) => `phone:${national}`) : [`phone:${digitsOf(trimmed)}`];
}
