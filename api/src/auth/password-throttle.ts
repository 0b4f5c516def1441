import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { normalisePhoneNumber } from '@storefront/api-client/phones';
import { isValidEmail } from '@storefront/api-client/schemas';
import { tooManyRequests } from '../http/http-error';
import { digitsOf } from './phone-number';

/**
 * One policy for every check of a secret a customer types: the password at sign-in, at account
 * deletion and at a change of password, and the code of a password reset. Failures are counted per
 * account, whatever spelling of its e-mail or phone was typed, in two ways:
 *
 * - per account and client address: five failures hold that pair back for a minute, each further
 *   one twice as long, up to 15 minutes (about ten tries an hour);
 * - per account from anywhere: a larger ceiling, against guessing from many addresses.
 *
 * A stranger who fails from one address holds back only that address, and stays under the
 * ceiling: the customer still signs in from theirs. Unknown accounts are counted under what was typed, exactly as
 * known ones, so the answers do not tell who has an account.
 *
 * Counts live in this process's memory (bounded, least recently used forgotten first): a restart
 * forgets them, which only ever lets someone try again sooner.
 */

export interface Limit {
  /** Failures within `windowMs` that hold the key back... */
  max: number;
  /** ...until the oldest of them is this old. */
  windowMs: number;
}

/** Failures in a row that start a cool-down, which doubles with every further failure. */
export interface CooldownPolicy {
  maxFailures: number;
  firstCooldownMs: number;
  maxCooldownMs: number;
  /** Quiet time after a cool-down ends that forgets the failures. */
  quietMs: number;
}

export interface ThrottlePolicy {
  perClient: CooldownPolicy;
  perAccount: Limit;
  /** Keys remembered at most per count, bounding memory. */
  maxKeys: number;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const PER_CLIENT: CooldownPolicy = { maxFailures: 5, firstCooldownMs: minute, maxCooldownMs: 15 * minute, quietMs: 15 * minute };

/** Passwords: 5 failures per account and address, then cool-downs; 50 per account in an hour. */
export const PASSWORD_CHECK_POLICY: ThrottlePolicy = {
  perClient: PER_CLIENT,
  perAccount: { max: 50, windowMs: hour },
  maxKeys: 50_000,
};

/**
 * Reset codes are six digits, far fewer than passwords: 5 wrong codes per account and address,
 * then cool-downs, and 10 per account in a day, however many new codes are asked for meanwhile.
 */
export const RESET_CODE_GUESS_POLICY: ThrottlePolicy = {
  perClient: PER_CLIENT,
  perAccount: { max: 10, windowMs: day },
  maxKeys: 50_000,
};

/** New reset codes per account in a day. */
export const RESET_CODE_REQUEST_LIMIT: Limit = { max: 5, windowMs: day };

export const TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE = 'Too many sign-in attempts. Please wait a minute and try again.';
export const TOO_MANY_PASSWORD_TRIES_MESSAGE = 'Too many wrong passwords. Please wait a minute and try again.';
export const TOO_MANY_CODE_TRIES_MESSAGE = 'Too many wrong codes. Please wait and try again later.';
export const TOO_MANY_CODES_MESSAGE = 'Too many codes were asked for today. Please try again tomorrow.';

/**
 * Failure times per key within a sliding window. Pure apart from the clock it is given, so tests
 * move time instead of sleeping.
 */
export class FailureWindow {
  private readonly failures: LRUCache<string, number[]>;

  constructor(
    private readonly limit: Limit,
    maxKeys: number,
    private readonly now: () => number = Date.now,
  ) {
    this.failures = new LRUCache<string, number[]>({ max: maxKeys });
  }

  private recent(key: string, at: number): number[] {
    return (this.failures.get(key) ?? []).filter((time) => at - time < this.limit.windowMs);
  }

  /** How long (ms) until the key may try again; 0 when it may now. */
  waitMs(key: string): number {
    const at = this.now();
    const recent = this.recent(key, at);
    if (recent.length < this.limit.max) return 0;
    const oldestThatCounts = recent[recent.length - this.limit.max] ?? at;
    return oldestThatCounts + this.limit.windowMs - at;
  }

  /** The time of the latest failure within the window, or null. */
  latest(key: string): number | null {
    return this.recent(key, this.now()).at(-1) ?? null;
  }

  add(key: string): void {
    const at = this.now();
    // Only the last `max` times decide anything (and a few a success may take back), so no more
    // are kept.
    this.failures.set(key, [...this.recent(key, at), at].slice(-2 * this.limit.max));
  }

  /** Takes back the latest failure (one counted before a check that then succeeded). */
  removeLatest(key: string): void {
    const times = this.recent(key, this.now());
    times.pop();
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

interface CooldownRecord {
  count: number;
  lastAt: number;
}

/** Failures in a row per key, with a cool-down that doubles with each past `maxFailures`. */
export class CooldownCounter {
  private readonly records: LRUCache<string, CooldownRecord>;

  constructor(
    private readonly policy: CooldownPolicy,
    maxKeys: number,
    private readonly now: () => number = Date.now,
  ) {
    this.records = new LRUCache<string, CooldownRecord>({ max: maxKeys });
  }

  private cooldownMs(count: number): number {
    if (count < this.policy.maxFailures) return 0;
    return Math.min(this.policy.firstCooldownMs * 2 ** (count - this.policy.maxFailures), this.policy.maxCooldownMs);
  }

  private current(key: string, at: number): CooldownRecord | null {
    const record = this.records.get(key);
    if (record === undefined) return null;
    if (at - record.lastAt >= this.cooldownMs(record.count) + this.policy.quietMs) {
      this.records.delete(key);
      return null;
    }
    return record;
  }

  waitMs(key: string): number {
    const at = this.now();
    const record = this.current(key, at);
    return record ? Math.max(0, record.lastAt + this.cooldownMs(record.count) - at) : 0;
  }

  add(key: string): void {
    const at = this.now();
    this.records.set(key, { count: (this.current(key, at)?.count ?? 0) + 1, lastAt: at });
  }

  clear(key: string): void {
    this.records.delete(key);
  }
}

/** One check of a secret: the accounts it is counted under and the client's address. */
export interface Attempt {
  accounts: readonly string[];
  client: string;
}

export class SecretThrottle {
  private readonly perClient: CooldownCounter;
  private readonly perAccount: FailureWindow;

  constructor(policy: ThrottlePolicy, now: () => number = Date.now) {
    this.perClient = new CooldownCounter(policy.perClient, policy.maxKeys, now);
    this.perAccount = new FailureWindow(policy.perAccount, policy.maxKeys, now);
  }

  private static pairKey(account: string, client: string): string {
    return JSON.stringify([account, client]);
  }

  /** How long (ms) until this attempt may be made; 0 when it may now. */
  waitMs({ accounts, client }: Attempt): number {
    return accounts.reduce(
      (longest, account) =>
        Math.max(longest, this.perClient.waitMs(SecretThrottle.pairKey(account, client)), this.perAccount.waitMs(account)),
      0,
    );
  }

  /**
   * Counts the attempt as failed. Done before the (slow) check and taken back by `succeeded`, so
   * a burst of parallel attempts cannot all pass the check before the first failure is counted.
   */
  recordFailure({ accounts, client }: Attempt): void {
    for (const account of accounts) {
      this.perClient.add(SecretThrottle.pairKey(account, client));
      this.perAccount.add(account);
    }
  }

  /** The secret was right: this address starts afresh; failures from elsewhere still count. */
  succeeded({ accounts, client }: Attempt): void {
    for (const account of accounts) {
      this.perClient.clear(SecretThrottle.pairKey(account, client));
      this.perAccount.removeLatest(account);
    }
  }

  /** The customer proved the account by other means (a password reset): its counts start afresh. */
  forgive({ accounts, client }: Attempt): void {
    for (const account of accounts) {
      this.perClient.clear(SecretThrottle.pairKey(account, client));
      this.perAccount.clear(account);
    }
  }
}

/**
 * What a typed identifier is counted under when no account has it: the e-mail without case or
 * spaces, or the phone in E.164 (Zambian when typed without a country), so every spelling of it
 * is one count.
 */
export function identifierKey(identifier: string): string {
  const trimmed = identifier.trim();
  if (isValidEmail(trimmed)) return `email:${trimmed.toLowerCase()}`;
  return `phone:${normalisePhoneNumber(trimmed) ?? digitsOf(trimmed)}`;
}

/** What a known account is counted under, whichever of its e-mail or phone was typed. */
export function accountKey(userId: number): string {
  return `account:${userId}`;
}

/** The counts of a typed identifier: its accounts', or its own when it names none. */
export function attemptKeys(identifier: string, accountIds: readonly number[]): string[] {
  return accountIds.length > 0 ? accountIds.map(accountKey) : [identifierKey(identifier)];
}

/** The throttles of one app: every password check shares one, reset codes have theirs. */
export interface Throttles {
  passwords: SecretThrottle;
  resetCodeGuesses: SecretThrottle;
  resetCodeRequests: FailureWindow;
}

export function createThrottles(now: () => number = Date.now): Throttles {
  return {
    passwords: new SecretThrottle(PASSWORD_CHECK_POLICY, now),
    resetCodeGuesses: new SecretThrottle(RESET_CODE_GUESS_POLICY, now),
    resetCodeRequests: new FailureWindow(RESET_CODE_REQUEST_LIMIT, PASSWORD_CHECK_POLICY.maxKeys, now),
  };
}

/** Refuses with a 429 and Retry-After while there is `waitMs` left to wait. */
export function refuseWhileWaiting(waitMs: number, reply: FastifyReply, message: string): void {
  if (waitMs > 0) {
    void reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
    throw tooManyRequests(message);
  }
}

/** Refuses the attempt with a 429 and Retry-After while it is held back. */
export function assertMayTry(throttle: SecretThrottle, attempt: Attempt, reply: FastifyReply, message: string): void {
  refuseWhileWaiting(throttle.waitMs(attempt), reply, message);
}
