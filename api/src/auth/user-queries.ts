import { randomUUID } from 'node:crypto';
import { isValidEmail } from '@storefront/api-client/schemas';
import type { Db } from '../db/connect-database';
import { dialCodeOf, normalisePhoneNumber } from '@storefront/api-client/phones';

/** A user as the server works with it; the password hash never leaves this module's callers. */
export interface UserRow {
  id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  dial_code: string | null;
  phone: string | null;
  password_hash: string;
  role: string;
  /** 'active', or 'deletion_requested' once the customer asked for the account to be deleted. */
  status: string;
}

/** The user as answers show it: no id, no hash. */
export interface UserAnswer {
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

export function toUserAnswer(user: Pick<UserRow, keyof UserAnswer>): UserAnswer {
  return { uuid: user.uuid, first_name: user.first_name, last_name: user.last_name, email: user.email, phone: user.phone };
}

const userColumns = ['id', 'uuid', 'first_name', 'last_name', 'email', 'dial_code', 'phone', 'password_hash', 'role', 'status'] as const;

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  // The column compares without case: 'Mwila@Example.zm' is the account of 'mwila@example.zm'.
  return db.selectFrom('users').select(userColumns).where('email', '=', email.trim()).executeTakeFirst();
}

/** Every account whose phone is what was typed, in any of its usual spellings. */
export async function findUsersByPhone(db: Db, typed: string): Promise<UserRow[]> {
  // Zambian unless it says otherwise ('+44...', or '44...' that is no Zambian number).
  const phone = normalisePhoneNumber(typed);
  if (phone === null) return [];
  return db.selectFrom('users').select(userColumns).where('phone', '=', phone).orderBy('id').execute();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
}

/**
 * The accounts a sign-in identifier (e-mail or phone) names that can still sign in: one by e-mail,
 * or those whose phone it is. An account whose deletion was requested is no longer one of them.
 */
export async function findActiveAccounts(db: Db, identifier: string, role = 'customer'): Promise<UserRow[]> {
  const byIdentifier = isValidEmail(identifier) ? [await findUserByEmail(db, identifier)] : await findUsersByPhone(db, identifier);
  return byIdentifier.filter((user): user is UserRow => user !== undefined && user.status === 'active' && user.role === role);
}

/**
 * Whether any account already has this phone (E.164); the account `exceptUserId` (the one changing
 * its own phone) does not count.
 */
export async function isPhoneTaken(db: Db, phone: string, exceptUserId: number | null = null): Promise<boolean> {
  const holder = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .$if(exceptUserId !== null, (query) => query.where('id', '<>', exceptUserId ?? 0))
    .executeTakeFirst();
  return holder !== undefined;
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164 ('+260971234567'); its dial code is stored beside it. */
  phone: string | null;
  passwordHash: string;
  /** A customer unless said otherwise; riders sign up on the rider registration page. */
  role?: 'customer' | 'rider';
}

/** Makes the account and answers its id. */
export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const inserted = await db
    .insertInto('users')
    .values({
      uuid: randomUUID(),
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email.trim().toLowerCase(),
      dial_code: user.phone === null ? null : dialCodeOf(user.phone),
      phone: user.phone,
      password_hash: user.passwordHash,
      role: user.role ?? 'customer',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  /** E.164, or null for an account without a phone. */
  phone: string | null;
}

/** Names and phone; the e-mail is the account's identity and never changes here. */
export async function updateUserProfile(db: Db, userId: number, change: ProfileChange, now: Date = new Date()): Promise<void> {
  await db
    .updateTable('users')
    .set({
      first_name: change.firstName,
      last_name: change.lastName,
      dial_code: change.phone === null ? null : dialCodeOf(change.phone),
      phone: change.phone,
      updated_at: now.toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string, now: Date = new Date()): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now.toISOString() }).where('id', '=', userId).execute();
}
