import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect-database';

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
