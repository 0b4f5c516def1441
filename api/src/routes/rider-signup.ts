import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { riderSignUpPayloadSchema, type RiderSignUpPayload } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { newPasswordCheck } from '../auth/new-password';
import { hashPassword } from '../auth/password-hash';
import { findUserByEmail, insertUser } from '../auth/user-queries';
import type { Db } from '../db/open-database';
import { unprocessable } from '../http/http-error';
import { parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';
import { insertRiderSignUp } from '../self-service/rider-signups';

export const RIDER_REGISTERED_MESSAGE = 'Registration successful! Please download the rider app to continue.';

const signUpSchema = withTextLimits(
  z.extend(riderSignUpPayloadSchema, { password: riderSignUpPayloadSchema.shape.password.check(newPasswordCheck) }),
  { first_name: 100, last_name: 100, email: 254, password: 1024 },
);

function assertEmailAvailable(db: Db, email: string): void {
  if (findUserByEmail(db, email)) throw unprocessable('The email has already been taken.');
}

/** The rider account and its pending sign-up, together or not at all. */
function createRider(db: Db, signUp: RiderSignUpPayload, passwordHash: string): void {
  db.transaction(() => {
    // Checked again with the insert, with no await in between: another sign-up may have taken
    // the e-mail while the hash was computed.
    assertEmailAvailable(db, signUp.email);
    insertUser(db, {
      firstName: signUp.first_name,
      lastName: signUp.last_name,
      email: signUp.email,
      phone: null,
      passwordHash,
      role: 'rider',
    });
    const user = findUserByEmail(db, signUp.email);
    if (!user) throw new Error('The rider account just created is missing');
    insertRiderSignUp(db, { userId: user.id, firstName: signUp.first_name, lastName: signUp.last_name, email: signUp.email });
  })();
}

/**
 * Rider registration, from the storefront's rider sign-up form. A rider account signs in to the rider
 * app, never to this storefront: customer sign-in matches customer accounts only.
 */
export function registerRiderSignUpRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.post('/rider/register', async (request, reply) => {
    const signUp = parsePayload(signUpSchema, request.body);
    // A quick refusal for a taken e-mail before spending the time of a hash.
    assertEmailAvailable(db, signUp.email);
    createRider(db, signUp, await hashPassword(signUp.password));
    return reply.status(201).send({ success: true, message: RIDER_REGISTERED_MESSAGE });
  });
}
