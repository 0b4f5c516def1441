import { randomInt } from 'node:crypto';
import type { Db } from '../db/connect-database';
import { randomToken } from '../lib/random-token';
import { hashSecret, secretMatches } from '../lib/secret-hash';

/** How long a mailed code and the reset token it is exchanged for stay valid. */
export const RESET_CODE_LIFETIME_MS = 15 * 60_000;
export const RESET_TOKEN_LIFETIME_MS = 15 * 60_000;
/** Wrong tries that void a code. */
export const MAX_CODE_ATTEMPTS = 5;
/** At most one code per account in this time, so the mailbox cannot be flooded. */
export const RESEND_INTERVAL_MS = 30_000;

const CODE = 'password_reset';
const TOKEN = 'password_reset_token';

function isoAfter(now: Date, ms: number): string {
  return new Date(now.getTime() + ms).toISOString();
}

/** A uniformly random 6-digit code, leading zeros kept. */
export function newResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Ends the user's unused secrets of one purpose; the rows stay, expired now. */
async function voidUnused(db: Db, userId: number, purpose: string, now: Date): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ expires_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .execute();
}

async function insertSecret(db: Db, userId: number, purpose: string, secret: string, lifetimeMs: number, now: Date): Promise<void> {
  await db
    .insertInto('one_time_codes')
    .values({
      user_id: userId,
      purpose,
      code_hash: hashSecret(secret),
      attempts: 0,
      expires_at: isoAfter(now, lifetimeMs),
      created_at: now.toISOString(),
    })
    .execute();
}

/**
 * A new code for the user, the earlier ones void; only its hash is kept. Null (and nothing
 * changed) when the last code is younger than RESEND_INTERVAL_MS: that one is still good.
 */
export function issueResetCode(db: Db, userId: number, now: Date = new Date()): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const latest = await trx
      .selectFrom('one_time_codes')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('purpose', '=', CODE)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (latest && now.getTime() - Date.parse(latest.created_at) < RESEND_INTERVAL_MS) return null;
    await voidUnused(trx, userId, CODE, now);
    const code = newResetCode();
    await insertSecret(trx, userId, CODE, code, RESET_CODE_LIFETIME_MS, now);
    return code;
  });
}

export type CodeCheck =
  | { outcome: 'verified'; userId: number }
  /** A live code, not this one; the try is counted. */
  | { outcome: 'wrong' }
  /** The latest code ran out of time or tries. */
  | { outcome: 'expired' }
  /** No code waiting: none asked for, already used, or no such account. */
  | { outcome: 'none' };

/**
 * Checks a typed code against the latest unused code of each account (a phone may name several).
 * A match is used up at once; a miss counts one try against every live code.
 */
export function checkResetCode(db: Db, userIds: readonly number[], code: string, now: Date = new Date()): Promise<CodeCheck> {
  return db.transaction().execute(async (trx): Promise<CodeCheck> => {
    const latest = [];
    for (const userId of userIds) {
      const row = await trx
        .selectFrom('one_time_codes')
        .select(['id', 'user_id', 'code_hash', 'attempts', 'expires_at'])
        .where('user_id', '=', userId)
        .where('purpose', '=', CODE)
        .where('used_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (row) latest.push(row);
    }
    const live = latest.filter((row) => row.expires_at > now.toISOString() && row.attempts < MAX_CODE_ATTEMPTS);
    const match = live.find((row) => secretMatches(code, row.code_hash));
    if (match) {
      // Used once: of two requests with the same code at once, only the one that marks it wins.
      const used = await trx
        .updateTable('one_time_codes')
        .set({ used_at: now.toISOString() })
        .where('id', '=', match.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1 ? { outcome: 'verified', userId: match.user_id } : { outcome: 'none' };
    }
    for (const row of live) {
      await trx.updateTable('one_time_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', row.id).execute();
    }
    if (live.length > 0) return { outcome: 'wrong' };
    return latest.length > 0 ? { outcome: 'expired' } : { outcome: 'none' };
  });
}

/** The token a verified code is exchanged for, shown once; earlier unused tokens are void. */
export async function issueResetToken(db: Db, userId: number, now: Date = new Date()): Promise<string> {
  const token = randomToken(32);
  await db.transaction().execute(async (trx) => {
    await voidUnused(trx, userId, TOKEN, now);
    await insertSecret(trx, userId, TOKEN, token, RESET_TOKEN_LIFETIME_MS, now);
  });
  return token;
}

/** Which of the accounts a live, unused reset token belongs to, or null. */
export async function resetTokenOwner(db: Db, userIds: readonly number[], token: string, now: Date = new Date()): Promise<number | null> {
  if (userIds.length === 0) return null;
  const row = await db
    .selectFrom('one_time_codes')
    .select('user_id')
    .where('code_hash', '=', hashSecret(token))
    .where('purpose', '=', TOKEN)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('user_id', 'in', userIds)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Uses the token up; false when it is no longer live (used meanwhile). Every other reset secret
 * of the user goes with it.
 */
export async function consumeResetToken(db: Db, userId: number, token: string, now: Date = new Date()): Promise<boolean> {
  const used = await db
    .updateTable('one_time_codes')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('purpose', '=', TOKEN)
    .where('code_hash', '=', hashSecret(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return false;
  await voidUnused(db, userId, CODE, now);
  await voidUnused(db, userId, TOKEN, now);
  return true;
}
