import { SESSION_LIFETIME_SECONDS } from '@storefront/api-client/session-cookie';
import type { Db } from '../db/open-database';
import { randomToken, randomTokenLength } from '../lib/random-token';
import { hashSecret } from '../lib/secret-hash';
import type { UserAnswer } from './user-queries';

/**
 * How long a sign-in lasts; the storefront keeps its token until the server refuses it. The session
 * cookie's Max-Age is the same number, from the same place.
 */
export const SESSION_LIFETIME_MS = SESSION_LIFETIME_SECONDS * 1000;

const tokenBytes = 32;
/** What a bearer token of this server looks like; anything else is refused before any lookup. */
export const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${randomTokenLength(tokenBytes)}}$`);

/** Starts a session for the user and answers its bearer token, shown to the client once. */
export function createSession(db: Db, userId: number, now: Date = new Date()): string {
  const token = randomToken(tokenBytes);
  db.prepare('INSERT INTO sessions (user_id, token_hash, created_at, last_used_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    userId,
    hashSecret(token),
    now.toISOString(),
    now.toISOString(),
    new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
  );
  return token;
}

/** The signed-in user of a request. */
export interface SignedInUser extends UserAnswer {
  id: number;
  sessionId: number;
}

interface SessionRow {
  session_id: number;
  expires_at: string;
  id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

/** The user a live token belongs to (its last use recorded), or null; an expired session is removed. */
export function findSignedInUser(db: Db, token: string, now: Date = new Date()): SignedInUser | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = db
    .prepare(
      `SELECT s.id AS session_id, s.expires_at, u.id, u.uuid, u.first_name, u.last_name, u.email, u.phone
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = ? AND u.status = 'active'`,
    )
    .get(hashSecret(token)) as SessionRow | undefined;
  if (!row) return null;
  if (row.expires_at <= now.toISOString()) {
    db.prepare('DELETE FROM sessions WHERE id = ?').run(row.session_id);
    return null;
  }
  db.prepare('UPDATE sessions SET last_used_at = ? WHERE id = ?').run(now.toISOString(), row.session_id);
  return {
    id: row.id,
    sessionId: row.session_id,
    uuid: row.uuid,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
  };
}

/** Whether a token still names a session that has not expired; nothing is recorded. */
export function isLiveSession(db: Db, token: string, now: Date = new Date()): boolean {
  if (!TOKEN_PATTERN.test(token)) return false;
  const row = db.prepare('SELECT 1 FROM sessions WHERE token_hash = ? AND expires_at > ?').get(hashSecret(token), now.toISOString());
  return row !== undefined;
}

export function deleteSession(db: Db, sessionId: number): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId);
}

/** Ends every session of the user, except the one given (the request that changed the password). */
export function deleteUserSessions(db: Db, userId: number, keepSessionId: number | null = null): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ? AND id IS NOT ?').run(userId, keepSessionId);
}
