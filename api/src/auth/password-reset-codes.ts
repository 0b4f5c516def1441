import { randomInt } from 'node:crypto';
import type { Db } from '../db/open-database';
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
function voidUnused(db: Db, userId: number, purpose: string, now: Date): void {
  db.prepare('UPDATE one_time_codes SET expires_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?').run(
    now.toISOString(),
    userId,
    purpose,
    now.toISOString(),
  );
}

/**
 * A new code for the user, the earlier ones void; only its hash is kept. Null (and nothing
 * changed) when the last code is younger than RESEND_INTERVAL_MS: that one is still good.
 */
export function issueResetCode(db: Db, userId: number, now: Date = new Date()): string | null {
  return db.transaction(() => {
    const latest = db
      .prepare('SELECT created_at FROM one_time_codes WHERE user_id = ? AND purpose = ? ORDER BY id DESC LIMIT 1')
      .get(userId, CODE) as { created_at: string } | undefined;
    if (latest && now.getTime() - Date.parse(latest.created_at) < RESEND_INTERVAL_MS) return null;
    voidUnused(db, userId, CODE, now);
    const code = newResetCode();
    db.prepare('INSERT INTO one_time_codes (user_id, purpose, code_hash, attempts, expires_at, created_at) VALUES (?, ?, ?, 0, ?, ?)').run(
      userId,
      CODE,
      hashSecret(code),
      isoAfter(now, RESET_CODE_LIFETIME_MS),
      now.toISOString(),
    );
    return code;
  })();
}

export type CodeCheck =
  | { outcome: 'verified'; userId: number }
  /** A live code, not this one; the try is counted. */
  | { outcome: 'wrong' }
  /** The latest code ran out of time or tries. */
  | { outcome: 'expired' }
  /** No code waiting: none asked for, already used, or no such account. */
  | { outcome: 'none' };

interface CodeRow {
  id: number;
  user_id: number;
  code_hash: string;
  attempts: number;
  expires_at: string;
}

/**
 * Checks a typed code against the latest unused code of each account (a phone may name several).
 * A match is used up at once; a miss counts one try against every live code.
 */
export function checkResetCode(db: Db, userIds: readonly number[], code: string, now: Date = new Date()): CodeCheck {
  return db.transaction((): CodeCheck => {
    const latest = userIds
      .map(
        (userId) =>
          db
            .prepare(
              `SELECT id, user_id, code_hash, attempts, expires_at FROM one_time_codes
               WHERE user_id = ? AND purpose = ? AND used_at IS NULL ORDER BY id DESC LIMIT 1`,
            )
            .get(userId, CODE) as CodeRow | undefined,
      )
      .filter((row): row is CodeRow => row !== undefined);
    const live = latest.filter((row) => row.expires_at > now.toISOString() && row.attempts < MAX_CODE_ATTEMPTS);
    const match = live.find((row) => secretMatches(code, row.code_hash));
    if (match) {
      db.prepare('UPDATE one_time_codes SET used_at = ? WHERE id = ?').run(now.toISOString(), match.id);
      return { outcome: 'verified', userId: match.user_id };
    }
    for (const row of live) db.prepare('UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id);
    if (live.length > 0) return { outcome: 'wrong' };
    return latest.length > 0 ? { outcome: 'expired' } : { outcome: 'none' };
  })();
}

/** The token a verified code is exchanged for, shown once; earlier unused tokens are void. */
export function issueResetToken(db: Db, userId: number, now: Date = new Date()): string {
  const token = randomToken(32);
  db.transaction(() => {
    voidUnused(db, userId, TOKEN, now);
    db.prepare('INSERT INTO one_time_codes (user_id, purpose, code_hash, attempts, expires_at, created_at) VALUES (?, ?, ?, 0, ?, ?)').run(
      userId,
      TOKEN,
      hashSecret(token),
      isoAfter(now, RESET_TOKEN_LIFETIME_MS),
      now.toISOString(),
    );
  })();
  return token;
}

/** Which of the accounts a live, unused reset token belongs to, or null. */
export function resetTokenOwner(db: Db, userIds: readonly number[], token: string, now: Date = new Date()): number | null {
  if (userIds.length === 0) return null;
  const row = db
    .prepare(
      `SELECT user_id FROM one_time_codes
       WHERE code_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? AND user_id IN (${userIds.map(() => '?').join(', ')})`,
    )
    .get(hashSecret(token), TOKEN, now.toISOString(), ...userIds) as { user_id: number } | undefined;
  return row?.user_id ?? null;
}

/**
 * Uses the token up; false when it is no longer live (used meanwhile). Every other reset secret
 * of the user goes with it.
 */
export function consumeResetToken(db: Db, userId: number, token: string, now: Date = new Date()): boolean {
  const used = db
    .prepare('UPDATE one_time_codes SET used_at = ? WHERE user_id = ? AND purpose = ? AND code_hash = ? AND used_at IS NULL AND expires_at > ?')
    .run(now.toISOString(), userId, TOKEN, hashSecret(token), now.toISOString());
  if (used.changes !== 1) return false;
  voidUnused(db, userId, CODE, now);
  voidUnused(db, userId, TOKEN, now);
  return true;
}
