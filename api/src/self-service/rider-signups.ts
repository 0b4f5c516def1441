import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect-database';

/*
 * The accounts part of a rider's sign-up. auth/user-queries.ts still reads and writes users through
 * the SQLite connection, which cannot join a Kysely transaction, so the two statements the sign-up
 * needs are written here; they follow findUserByEmail and insertUser.
 */

/** Whether any account, rider or customer, has the e-mail (the column compares without case). */
export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email.trim()).executeTakeFirst();
  return row !== undefined;
}

export interface NewRider {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
}

/** A rider account (no phone until the rider app asks for it); answers its id. */
export async function insertRiderAccount(db: Db, rider: NewRider): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      uuid: randomUUID(),
      first_name: rider.firstName,
      last_name: rider.lastName,
      email: rider.email.trim().toLowerCase(),
      dial_code: null,
      phone: null,
      password_hash: rider.passwordHash,
      role: 'rider',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface RiderSignUp {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** A rider's sign-up, pending until the operations team has checked the rider's papers. */
export async function insertRiderSignUp(db: Db, signUp: RiderSignUp): Promise<string> {
  const uuid = randomUUID();
  await db
    .insertInto('rider_signups')
    .values({
      uuid,
      user_id: signUp.userId,
      first_name: signUp.firstName,
      last_name: signUp.lastName,
      email: signUp.email.trim().toLowerCase(),
      status: 'pending',
    })
    .execute();
  return uuid;
}
