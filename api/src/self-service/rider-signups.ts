import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open-database';

export interface RiderSignUp {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** A rider's sign-up, pending until the operations team has checked the rider's papers. */
export function insertRiderSignUp(db: Db, signUp: RiderSignUp): string {
  const uuid = randomUUID();
  db.prepare(
    `INSERT INTO rider_signups (uuid, user_id, first_name, last_name, email, status) VALUES (?, ?, ?, ?, ?, 'pending')`,
  ).run(uuid, signUp.userId, signUp.firstName, signUp.lastName, signUp.email.trim().toLowerCase());
  return uuid;
}
