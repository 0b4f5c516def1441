import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { riderSignUpPayloadSchema, type RiderSignUpPayload } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { newPasswordCheck } from '../auth/new-password';
import { hashPassword } from '../auth/password-hash';
import type { Db } from '../db/connect-database';
import { isUniqueViolation } from '../db/database-errors';
import { unprocessable } from '../http/http-error';
import { parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';
import { insertRiderAccount, insertRiderSignUp, isEmailTaken } from '../self-service/rider-signups';

export const RIDER_REGISTERED_MESSAGE = 'Registration successful! Please download the rider app to continue.';

const signUpSchema = withTextLimits(
  z.extend(riderSignUpPayloadSchema, { password: riderSignUpPayloadSchema.shape.password.check(newPasswordCheck) }),
  { first_name: 100, last_name: 100, email: 254, password: 1024 },
);

const EMAIL_TAKEN_MESSAGE = 'The email has already been taken.';

async function assertEmailAvailable(db: Db, email: string): Promise<void> {
  if (await isEmailTaken(db, email)) throw unprocessable(EMAIL_TAKEN_MESSAGE);
}

/** The rider account and its pending sign-up, together or not at all. */
async function createRider(db: Db, signUp: RiderSignUpPayload, passwordHash: string): Promise<void> {
  const names = { firstName: signUp.first_name, lastName: signUp.last_name, email: signUp.email };
  try {
    await db.transaction().execute(async (trx) => {
      // Checked again in the transaction: another sign-up may have taken the e-mail while the
      // hash was computed.
      await assertEmailAvailable(trx, signUp.email);
      const userId = await insertRiderAccount(trx, { ...names, passwordHash });
      await insertRiderSignUp(trx, { ...names, userId });
    });
  } catch (error) {
    // On PostgreSQL a sign-up in a concurrent transaction can pass the same check; the e-mail's
    // UNIQUE constraint refuses the second one.
    if (isUniqueViolation(error)) throw unprocessable(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/**
 * Rider registration, from the storefront's rider sign-up form. A rider account signs in to the rider
 * app, never to this storefront: customer sign-in matches customer accounts only.
 */
export function registerRiderSignUpRoutes(app: FastifyInstance, { kysely }: AppDeps): void {
  app.post('/rider/register', async (request, reply) => {
    const signUp = parsePayload(signUpSchema, request.body);
    // A quick refusal for a taken e-mail before spending the time of a hash.
    await assertEmailAvailable(kysely, signUp.email);
    await createRider(kysely, signUp, await hashPassword(signUp.password));
    return reply.status(201).send({ success: true, message: RIDER_REGISTERED_MESSAGE });
  });
}
