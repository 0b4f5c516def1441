import { SESSION_LIFETIME_SECONDS } from '@storefront/api-client/session-cookie';
import type { Db } from '../db/connect-database';
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
export async function createSession(db: Db, userId: number, now: Date = new Date()): Promise<string> {
  const token = randomToken(tokenBytes);
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashSecret(token),
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The signed-in user of a request. */
export interface SignedInUser extends UserAnswer {
  id: number;
  sessionId: number;
}

/** The user a live token belongs to (its last use recorded), or null; an expired session is removed. */
export async function findSignedInUser(db: Db, token: string, now: Date = new Date()): Promise<SignedInUser | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id as session_id', 's.expires_at', 'u.id', 'u.uuid', 'u.first_name', 'u.last_name', 'u.email', 'u.phone'])
    .where('s.token_hash', '=', hashSecret(token))
    .where('u.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at <= now.toISOString()) {
    await deleteSession(db, row.session_id);
    return null;
  }
  await db.updateTable('sessions').set({ last_used_at: now.toISOString() }).where('id', '=', row.session_id).execute();
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
export async function isLiveSession(db: Db, token: string, now: Date = new Date()): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('token_hash', '=', hashSecret(token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of the user, except the one given (the request that changed the password). */
export async function deleteUserSessions(db: Db, userId: number, keepSessionId: number | null = null): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .$if(keepSessionId !== null, (query) => query.where('id', '<>', keepSessionId ?? 0))
    .execute();
}
