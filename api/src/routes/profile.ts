import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import {
  ALL_FIELDS_REQUIRED_MESSAGE,
  DEFAULT_DIAL_CODE,
  INVALID_PHONE_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  changePasswordPayloadSchema,
  updateProfilePayloadSchema,
} from '@storefront/api-client/schemas';
import { normalisePhoneNumberForDialCode } from '@storefront/api-client/phones';
import type { AppDeps } from '../app-deps';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE, newPasswordCheck } from '../auth/new-password';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { requireUser } from '../auth/require-user';
import { clearSessionCookieIfEnded } from '../auth/session-cookie';
import { deleteUserSessions } from '../auth/sessions';
import { TOO_MANY_PASSWORD_TRIES_MESSAGE, accountKey, countAttempt, type Throttles } from '../auth/password-throttle';
import { findUserById, isPhoneTaken, setPasswordHash, updateUserProfile, type UserRow } from '../auth/user-queries';
import type { Db } from '../db/connect-database';
import { unauthenticated, unprocessable } from '../http/http-error';
import { parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';

/** The contract's payload with the customer's messages and bounds on free text. */
const profileSchema = withTextLimits(
  z.extend(updateProfilePayloadSchema, {
    first_name: z.string().check(z.trim(), z.minLength(1, ALL_FIELDS_REQUIRED_MESSAGE)),
    last_name: z.string().check(z.trim(), z.minLength(1, ALL_FIELDS_REQUIRED_MESSAGE)),
    // Empty only for an account that has no phone (from the older registration): see below. Any
    // usual spelling for the dial code ('971234567', '+260971234567'...); checked with it below.
    phone: z.string().check(z.trim(), z.maxLength(30, INVALID_PHONE_MESSAGE)),
  }),
  { first_name: 100, last_name: 100 },
);

/** The contract's change of password, with the password rule on the new one and bounds on both. */
const passwordSchema = z.safeExtend(changePasswordPayloadSchema, {
  current_password: changePasswordPayloadSchema.shape.current_password.check(
    z.maxLength(PASSWORD_MAX_LENGTH, WRONG_CURRENT_PASSWORD_MESSAGE),
  ),
  password: changePasswordPayloadSchema.shape.password.check(z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE), newPasswordCheck),
});

/** The signed-in user's own row; a session outlives no account, so a missing row is a 401. */
async function currentUser(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthenticated();
  return user;
}

/** The customer's own profile and password; nobody reads or changes another's. */
export function registerProfileRoutes(app: FastifyInstance, { db }: AppDeps, { passwords }: Throttles): void {
  app.get('/profile', async (request) => {
    const user = await currentUser(db, (await requireUser(db, request)).id);
    return {
      success: true,
      data: {
        user: {
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          phone: user.phone,
          code: user.dial_code,
        },
      },
    };
  });

  // The e-mail is the account's identity and read-only on the page: an e-mail in the payload is ignored.
  app.put('/profile', async (request) => {
    const signedIn = await requireUser(db, request);
    const payload = parsePayload(profileSchema, request.body);
    const user = await currentUser(db, signedIn.id);
    // An account registered without a phone may keep having none; one with a phone keeps one,
    // since it may be how the customer signs in.
    if (payload.phone === '' && user.phone !== null) throw unprocessable(INVALID_PHONE_MESSAGE);
    const dialCode = payload.code ?? user.dial_code ?? DEFAULT_DIAL_CODE;
    const phone = payload.phone === '' ? null : normalisePhoneNumberForDialCode(payload.phone, dialCode);
    if (payload.phone !== '' && phone === null) throw unprocessable(INVALID_PHONE_MESSAGE);
    if (phone !== null && await isPhoneTaken(db, phone, user.id)) throw unprocessable('The phone has already been taken.');
    await updateUserProfile(db, user.id, { firstName: payload.first_name, lastName: payload.last_name, phone });
    return { success: true, message: 'Profile updated successfully.' };
  });

  // The current password proves it is the customer, not just someone at a signed-in device;
  // every other session ends.
  app.post('/profile/password', async (request, reply) => {
    const signedIn = await requireUser(db, request);
    const { current_password: currentPassword, password } = parsePayload(passwordSchema, request.body);
    // Counted with the account's sign-ins (auth/password-throttle): whoever holds a session must
    // not be able to guess the password with it.
    const attempt = { accounts: [accountKey(signedIn.id)], client: request.ip };
    await countAttempt(passwords, attempt, reply, TOO_MANY_PASSWORD_TRIES_MESSAGE);
    const user = await currentUser(db, signedIn.id);
    // 422, not 401: the session is fine, and a 401 would sign the customer out.
    if (!(await verifyPassword(currentPassword, user.password_hash))) throw unprocessable(WRONG_CURRENT_PASSWORD_MESSAGE);
    await passwords.succeeded(attempt);
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      await setPasswordHash(trx, signedIn.id, passwordHash);
      await deleteUserSessions(trx, signedIn.id, signedIn.sessionId);
    });
    // Signed in here by the token, the browser's cookie may hold one of the sessions just ended.
    await clearSessionCookieIfEnded(db, request, reply);
    return { success: true, message: 'Password changed successfully.' };
  });
}
