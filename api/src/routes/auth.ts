import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ALL_FIELDS_REQUIRED_MESSAGE,
  INVALID_IDENTIFIER_MESSAGE,
  isValidEmail,
  legacyRegistrationPayloadSchema,
  loginPayloadSchema,
  registrationPayloadSchema,
} from '@storefront/shared/schemas';
import type { AppDeps } from '../app-deps';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../auth/password-hash';
import { looksLikePhone } from '../auth/phone-number';
import { requireUser } from '../auth/require-user';
import { createSession, deleteSession } from '../auth/sessions';
import {
  findUserByEmail,
  findUsersByPhone,
  insertUser,
  isPhoneTaken,
  toUserAnswer,
  type UserRow,
} from '../auth/user-queries';
import type { Db } from '../db/open-database';
import { HttpError, unprocessable } from '../http/http-error';
import { parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';

const nameLimits = { first_name: 100, last_name: 100, email: 254, password: 1024 };
const registrationSchema = withTextLimits(registrationPayloadSchema, nameLimits);
const legacyRegistrationSchema = withTextLimits(legacyRegistrationPayloadSchema, nameLimits);

/**
 * The contract's login check allows a phone only as 10 to 15 bare digits; people also type
 * '+260 97...' or the 9-digit national number, and those sign in here too.
 */
const loginSchema = loginPayloadSchema.extend({
  email: z
    .string()
    .trim()
    .min(1, ALL_FIELDS_REQUIRED_MESSAGE)
    .max(254, INVALID_IDENTIFIER_MESSAGE)
    .refine((value) => isValidEmail(value) || looksLikePhone(value), INVALID_IDENTIFIER_MESSAGE),
  password: loginPayloadSchema.shape.password.max(1024, 'Invalid Login Credentials'),
});

const invalidCredentials = (): HttpError => new HttpError(401, 'Invalid Login Credentials');

interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  code?: string;
  phone?: string;
}

/** The current shape, or the older one when the body carries a password confirmation. */
function parseRegistration(body: unknown): Registration {
  const legacy = typeof body === 'object' && body !== null && 'password_confirmation' in body;
  return legacy ? parsePayload(legacyRegistrationSchema, body) : parsePayload(registrationSchema, body);
}

function assertAvailable(db: Db, registration: Registration): void {
  if (findUserByEmail(db, registration.email)) throw unprocessable('The email has already been taken.');
  if (registration.code !== undefined && registration.phone !== undefined && isPhoneTaken(db, registration.code, registration.phone)) {
    throw unprocessable('The phone has already been taken.');
  }
}

/** The accounts a login identifier can name: one by e-mail, or those whose phone it is. */
function accountsFor(db: Db, identifier: string): UserRow[] {
  if (isValidEmail(identifier)) {
    const user = findUserByEmail(db, identifier);
    return user ? [user] : [];
  }
  return findUsersByPhone(db, identifier);
}

/** Registration, login and logout (shopping-and-account.md §7). */
export function registerAuthRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.post('/register', async (request, reply) => {
    const registration = parseRegistration(request.body);
    // A quick refusal for a taken e-mail before spending the time of a hash.
    assertAvailable(db, registration);
    const passwordHash = await hashPassword(registration.password);
    // Checked again with the insert, with no await in between: another registration may have
    // taken the e-mail while the hash was computed.
    db.transaction(() => {
      assertAvailable(db, registration);
      insertUser(db, {
        firstName: registration.first_name,
        lastName: registration.last_name,
        email: registration.email,
        dialCode: registration.code ?? null,
        phone: registration.phone ?? null,
        passwordHash,
      });
    })();
    return reply.status(201).send({ success: true, message: 'Registration successful' });
  });

  app.post('/login', async (request) => {
    const { email: identifier, password, role } = parsePayload(loginSchema, request.body);
    const accounts = accountsFor(db, identifier).filter((account) => account.role === role);
    if (accounts.length === 0) {
      await verifyAgainstDecoy(password);
      throw invalidCredentials();
    }
    for (const account of accounts) {
      if (await verifyPassword(password, account.password_hash)) {
        const token = createSession(db, account.id);
        return { success: true, message: 'Login successful', data: { token, user: toUserAnswer(account) } };
      }
    }
    throw invalidCredentials();
  });

  app.post('/logout', async (request) => {
    const user = requireUser(db, request);
    deleteSession(db, user.sessionId);
    return { success: true, message: 'Logged out successfully' };
  });
}
