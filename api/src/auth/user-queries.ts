import { randomUUID } from 'node:crypto';
import { isValidEmail } from '@storefront/api-client/schemas';
import type { Db } from '../db/open-database';
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

const userColumns = 'id, uuid, first_name, last_name, email, dial_code, phone, password_hash, role, status';

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  // The column compares without case: 'Mwila@Example.zm' is the account of 'mwila@example.zm'.
  return db.prepare(`SELECT ${userColumns} FROM users WHERE email = ?`).get(email.trim()) as UserRow | undefined;
}

/** Every account whose phone is what was typed, in any of its usual spellings. */
export function findUsersByPhone(db: Db, typed: string): UserRow[] {
  // Zambian unless it says otherwise ('+44...', or '44...' that is no Zambian number).
  const phone = normalisePhoneNumber(typed);
  if (phone === null) return [];
  return db.prepare(`SELECT ${userColumns} FROM users WHERE phone = ? ORDER BY id`).all(phone) as UserRow[];
}

export function findUserById(db: Db, id: number): UserRow | undefined {
  return db.prepare(`SELECT ${userColumns} FROM users WHERE id = ?`).get(id) as UserRow | undefined;
}

/**
 * The accounts a sign-in identifier (e-mail or phone) names that can still sign in: one by e-mail,
 * or those whose phone it is. An account whose deletion was requested is no longer one of them.
 */
export function findActiveAccounts(db: Db, identifier: string, role = 'customer'): UserRow[] {
  const byIdentifier = isValidEmail(identifier) ? [findUserByEmail(db, identifier)] : findUsersByPhone(db, identifier);
  return byIdentifier.filter((user): user is UserRow => user !== undefined && user.status === 'active' && user.role === role);
}

/**
 * Whether any account already has this phone (E.164); the account `exceptUserId` (the one changing
 * its own phone) does not count.
 */
export function isPhoneTaken(db: Db, phone: string, exceptUserId: number | null = null): boolean {
  return db.prepare('SELECT 1 FROM users WHERE phone = ? AND id IS NOT ?').get(phone, exceptUserId) !== undefined;
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

export function insertUser(db: Db, user: NewUser): string {
  const uuid = randomUUID();
  db.prepare(
    `INSERT INTO users (uuid, first_name, last_name, email, dial_code, phone, password_hash, role)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    uuid,
    user.firstName,
    user.lastName,
    user.email.trim().toLowerCase(),
    user.phone === null ? null : dialCodeOf(user.phone),
    user.phone,
    user.passwordHash,
    user.role ?? 'customer',
  );
  return uuid;
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  /** E.164, or null for an account without a phone. */
  phone: string | null;
}

/** Names and phone; the e-mail is the account's identity and never changes here. */
export function updateUserProfile(db: Db, userId: number, change: ProfileChange, now: Date = new Date()): void {
  db.prepare(
    `UPDATE users SET first_name = ?, last_name = ?, dial_code = ?, phone = ?, updated_at = ? WHERE id = ?`,
  ).run(
    change.firstName,
    change.lastName,
    change.phone === null ? null : dialCodeOf(change.phone),
    change.phone,
    now.toISOString(),
    userId,
  );
}

export function setPasswordHash(db: Db, userId: number, passwordHash: string, now: Date = new Date()): void {
  db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(passwordHash, now.toISOString(), userId);
}
