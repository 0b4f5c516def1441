import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import {
  ALL_FIELDS_REQUIRED_MESSAGE,
  INVALID_PHONE_MESSAGE,
  changePasswordPayloadSchema,
  isValidPhone,
  updateProfilePayloadSchema,
} from '@storefront/shared/schemas';
import type { AppDeps } from '../app-deps';
import { hashPassword } from '../auth/password-hash';
import { requireUser } from '../auth/require-user';
import { deleteUserSessions } from '../auth/sessions';
import { findUserById, isPhoneTaken, setPasswordHash, updateUserProfile, type UserRow } from '../auth/user-queries';
import type { Db } from '../db/open-database';
import { unauthenticated, unprocessable } from '../http/http-error';
import { parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';

/** The contract's payload with the customer's messages and bounds on free text. */
const profileSchema = withTextLimits(
  z.extend(updateProfilePayloadSchema, {
    first_name: z.string().check(z.trim(), z.minLength(1, ALL_FIELDS_REQUIRED_MESSAGE)),
    last_name: z.string().check(z.trim(), z.minLength(1, ALL_FIELDS_REQUIRED_MESSAGE)),
    // Empty only for an account that has no phone (from the older registration): see below.
    phone: z.string().check(
      z.trim(),
      z.refine((phone) => phone === '' || isValidPhone(phone), INVALID_PHONE_MESSAGE),
    ),
  }),
  { first_name: 100, last_name: 100 },
);

const passwordSchema = z.extend(changePasswordPayloadSchema, {
  password: z
    .string()
    .check(z.minLength(1, 'Please enter a new password.'))
    .check(z.maxLength(1024, 'Password is too long (at most 1024 characters).')),
});

/** The signed-in user's own row; a session outlives no account, so a missing row is a 401. */
function currentUser(db: Db, userId: number): UserRow {
  const user = findUserById(db, userId);
  if (!user) throw unauthenticated();
  return user;
}

/** The customer's own profile and password (content-and-self-service.md, Profile). */
export function registerProfileRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/profile', async (request) => {
    const user = currentUser(db, requireUser(db, request).id);
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
    const signedIn = requireUser(db, request);
    const payload = parsePayload(profileSchema, request.body);
    const user = currentUser(db, signedIn.id);
    // An account registered without a phone may keep having none; one with a phone keeps one,
    // since it may be how the customer signs in.
    if (payload.phone === '' && user.phone !== null) throw unprocessable(INVALID_PHONE_MESSAGE);
    const phone = payload.phone === '' ? null : payload.phone;
    const dialCode = payload.code ?? user.dial_code;
    if (phone !== null && isPhoneTaken(db, dialCode, phone, user.id)) throw unprocessable('The phone has already been taken.');
    updateUserProfile(db, user.id, { firstName: payload.first_name, lastName: payload.last_name, dialCode, phone });
    return { success: true, message: 'Profile updated successfully.' };
  });

  // Signed in is enough (the page asks only for the new password); every other session ends.
  app.post('/profile/password', async (request) => {
    const signedIn = requireUser(db, request);
    const { password } = parsePayload(passwordSchema, request.body);
    const passwordHash = await hashPassword(password);
    db.transaction(() => {
      setPasswordHash(db, signedIn.id, passwordHash);
      deleteUserSessions(db, signedIn.id, signedIn.sessionId);
    })();
    return { success: true, message: 'Password changed successfully.' };
  });
}
