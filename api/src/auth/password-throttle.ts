import type { FastifyReply } from 'fastify';
import { normalisePhoneNumber } from '@storefront/api-client/phones';
import { isValidEmail } from '@storefront/api-client/schemas';
import type { Db } from '../db/connect-database';
import { tooManyRequests } from '../http/http-error';
import { digitsOf } from './phone-number';
import { ThrottleLog } from './throttle-log';

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
 * The counts are kept in the database (auth/throttle-log), so every replica of the API counts the
 * same failures; what they mean is worked out here from their times, by pure functions.
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
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const PER_CLIENT: CooldownPolicy = { maxFailures: 5, firstCooldownMs: minute, maxCooldownMs: 15 * minute, quietMs: 15 * minute };

/** Passwords: 5 failures per account and address, then cool-downs; 50 per account in an hour. */
export const PASSWORD_CHECK_POLICY: ThrottlePolicy = {
  perClient: PER_CLIENT,
  perAccount: { max: 50, windowMs: hour },
};

/**
 * Reset codes are six digits, far fewer than passwords: 5 wrong codes per account and address,
 * then cool-downs, and 10 per account in a day, however many new codes are asked for meanwhile.
 */
export const RESET_CODE_GUESS_POLICY: ThrottlePolicy = {
  perClient: PER_CLIENT,
  perAccount: { max: 10, windowMs: day },
};

/** New reset codes per account in a day. */
export const RESET_CODE_REQUEST_LIMIT: Limit = { max: 5, windowMs: day };

export const TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE = 'Too many sign-in attempts. Please wait a minute and try again.';
export const TOO_MANY_PASSWORD_TRIES_MESSAGE = 'Too many wrong passwords. Please wait a minute and try again.';
export const TOO_MANY_CODE_TRIES_MESSAGE = 'Too many wrong codes. Please wait and try again later.';
export const TOO_MANY_CODES_MESSAGE = 'Too many codes were asked for today. Please try again tomorrow.';

/** How far back any count looks: events older than this are forgotten (ThrottleLog.sweep). */
export const LONGEST_LOOK_BACK_MS = day;

/** How long (ms) failures at `times` (oldest first) hold a key back at `at`; 0 when they do not. */
export function windowWaitMs(times: readonly number[], limit: Limit, at: number): number {
  const recent = times.filter((time) => at - time < limit.windowMs);
  if (recent.length < limit.max) return 0;
  const oldestThatCounts = recent[recent.length - limit.max] ?? at;
  return oldestThatCounts + limit.windowMs - at;
}

function cooldownMs(policy: CooldownPolicy, failuresInARow: number): number {
  if (failuresInARow < policy.maxFailures) return 0;
  return Math.min(policy.firstCooldownMs * 2 ** (failuresInARow - policy.maxFailures), policy.maxCooldownMs);
}

/**
 * How long (ms) failures at `times` (oldest first) hold a key back at `at`: failures in a row, the
 * cool-down doubling with each past `maxFailures`; a quiet time after a cool-down starts afresh.
 */
export function cooldownWaitMs(times: readonly number[], policy: CooldownPolicy, at: number): number {
  let inARow = 0;
  let last: number | null = null;
  for (const time of times) {
    if (last !== null && time - last >= cooldownMs(policy, inARow) + policy.quietMs) inARow = 0;
    inARow += 1;
    last = time;
  }
  if (last === null || at - last >= cooldownMs(policy, inARow) + policy.quietMs) return 0;
  return Math.max(0, last + cooldownMs(policy, inARow) - at);
}

/**
 * Failures in a row that matter: past `maxFailures` plus the doublings to the longest cool-down
 * the answer no longer changes, so older ones need not be read.
 */
const COOLDOWN_LOOK_BACK = 64;

/** Events per key within a sliding window (reset codes sent per account in a day). */
export class FailureWindow {
  constructor(
    private readonly log: ThrottleLog,
    private readonly scope: string,
    private readonly limit: Limit,
    private readonly now: () => number = Date.now,
  ) {}

  private times(key: string): Promise<number[]> {
    return this.log.times(this.scope, key, 2 * this.limit.max);
  }

  /** How long (ms) until the key may try again; 0 when it may now. */
  async waitMs(key: string): Promise<number> {
    return windowWaitMs(await this.times(key), this.limit, this.now());
  }

  /** The time of the latest event within the window, or null. */
  async latest(key: string): Promise<number | null> {
    const at = this.now();
    return (await this.times(key)).filter((time) => at - time < this.limit.windowMs).at(-1) ?? null;
  }

  async add(key: string): Promise<void> {
    await this.log.add(this.scope, key, this.now());
  }
}

/** One check of a secret: the accounts it is counted under and the client's address. */
export interface Attempt {
  accounts: readonly string[];
  client: string;
}

export class SecretThrottle {
  private readonly clientScope: string;
  private readonly accountScope: string;

  constructor(
    private readonly log: ThrottleLog,
    name: string,
    private readonly policy: ThrottlePolicy,
    private readonly now: () => number = Date.now,
  ) {
    this.clientScope = `${name}:client`;
    this.accountScope = `${name}:account`;
  }

  private static pairKey(account: string, client: string): string {
    return JSON.stringify([account, client]);
  }

  private async waitFor(account: string, client: string, at: number, before?: { pair: number; account: number }): Promise<number> {
    const pairTimes = await this.log.times(this.clientScope, SecretThrottle.pairKey(account, client), COOLDOWN_LOOK_BACK, before?.pair);
    const accountTimes = await this.log.times(this.accountScope, account, 2 * this.policy.perAccount.max, before?.account);
    return Math.max(cooldownWaitMs(pairTimes, this.policy.perClient, at), windowWaitMs(accountTimes, this.policy.perAccount, at));
  }

  /** How long (ms) until this attempt may be made; 0 when it may now. */
  async waitMs({ accounts, client }: Attempt): Promise<number> {
    const at = this.now();
    let longest = 0;
    for (const account of accounts) longest = Math.max(longest, await this.waitFor(account, client, at));
    return longest;
  }

  /**
   * Counts the attempt as failed, unless the failures before it hold it back: then nothing is
   * counted and the answer is how long to wait (0 when the attempt may go on). Counted before the
   * (slow) check and taken back by `succeeded`, and judged by the failures recorded before its
   * own, so a burst of attempts at once, on one replica or several, cannot all pass.
   */
  async attempt({ accounts, client }: Attempt): Promise<number> {
    const at = this.now();
    const recorded: { account: string; ids: { pair: number; account: number } }[] = [];
    for (const account of accounts) {
      const pair = await this.log.add(this.clientScope, SecretThrottle.pairKey(account, client), at);
      recorded.push({ account, ids: { pair, account: await this.log.add(this.accountScope, account, at) } });
    }
    let longest = 0;
    for (const { account, ids } of recorded) longest = Math.max(longest, await this.waitFor(account, client, at, ids));
    if (longest > 0) {
      for (const { ids } of recorded) {
        await this.log.remove(ids.pair);
        await this.log.remove(ids.account);
      }
    }
    return longest;
  }

  /** The secret was right: this address starts afresh; failures from elsewhere still count. */
  async succeeded({ accounts, client }: Attempt): Promise<void> {
    for (const account of accounts) {
      await this.log.clear(this.clientScope, SecretThrottle.pairKey(account, client));
      await this.log.removeLatest(this.accountScope, account);
    }
  }

  /** The customer proved the account by other means (a password reset): its counts start afresh. */
  async forgive({ accounts, client }: Attempt): Promise<void> {
    for (const account of accounts) {
      await this.log.clear(this.clientScope, SecretThrottle.pairKey(account, client));
      await this.log.clear(this.accountScope, account);
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
  /** Forgets what no count looks at any more. */
  sweep: () => Promise<void>;
}

export function createThrottles(db: Db, now: () => number = Date.now): Throttles {
  const log = new ThrottleLog(db);
  return {
    passwords: new SecretThrottle(log, 'password', PASSWORD_CHECK_POLICY, now),
    resetCodeGuesses: new SecretThrottle(log, 'reset-code', RESET_CODE_GUESS_POLICY, now),
    resetCodeRequests: new FailureWindow(log, 'reset-code-sent', RESET_CODE_REQUEST_LIMIT, now),
    sweep: () => log.sweep(now() - LONGEST_LOOK_BACK_MS),
  };
}

/** Refuses with a 429 and Retry-After while there is `waitMs` left to wait. */
export function refuseWhileWaiting(waitMs: number, reply: FastifyReply, message: string): void {
  if (waitMs > 0) {
    void reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
    throw tooManyRequests(message);
  }
}

/** Counts the attempt as failed until it succeeds, or refuses it with a 429 and Retry-After while it is held back. */
export async function countAttempt(throttle: SecretThrottle, attempt: Attempt, reply: FastifyReply, message: string): Promise<void> {
  refuseWhileWaiting(await throttle.attempt(attempt), reply, message);
}
