import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { riderSignUpPayloadSchema, type RiderSignUpPayload } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { newPasswordCheck } from '../auth/new-password';
import { hashPassword } from '../auth/password-hash';
import { findUserByEmail, insertUser } from '../auth/user-queries';
import type { Db } from '../db/connect-database';
import { holdNames } from '../db/transactions';
import { unprocessable } from '../http/http-error';
import { parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';
import { insertRiderSignUp } from '../self-service/rider-signups';

export const RIDER_REGISTERED_MESSAGE = 'Registration successful! Please download the rider app to continue.';

const signUpSchema = withTextLimits(
  z.extend(riderSignUpPayloadSchema, { password: riderSignUpPayloadSchema.shape.password.check(newPasswordCheck) }),
  { first_name: 100, last_name: 100, email: 254, password: 1024 },
);

async function assertEmailAvailable(db: Db, email: string): Promise<void> {
  if (await findUserByEmail(db, email)) throw unprocessable('The email has already been taken.');
}

/** The rider account and its pending sign-up, together or not at all. */
async function createRider(db: Db, signUp: RiderSignUpPayload, passwordHash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Checked again with the insert, the e-mail held: another sign-up may have taken it while the hash was computed.
    await holdNames(trx, [`email:${signUp.email.trim().toLowerCase()}`]);
    await assertEmailAvailable(trx, signUp.email);
    const userId = await insertUser(trx, {
      firstName: signUp.first_name,
      lastName: signUp.last_name,
      email: signUp.email,
      phone: null,
      passwordHash,
      role: 'rider',
    });
    await insertRiderSignUp(trx, { userId, firstName: signUp.first_name, lastName: signUp.last_name, email: signUp.email });
  });
}

/**
 * Rider registration, from the storefront's rider sign-up form. A rider account signs in to the rider
 * app, never to this storefront: customer sign-in matches customer accounts only.
 */
export function registerRiderSignUpRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.post('/rider/register', async (request, reply) => {
    const signUp = parsePayload(signUpSchema, request.body);
    // A quick refusal for a taken e-mail before spending the time of a hash.
    await assertEmailAvailable(db, signUp.email);
    await createRider(db, signUp, await hashPassword(signUp.password));
    return reply.status(201).send({ success: true, message: RIDER_REGISTERED_MESSAGE });
  });
}
