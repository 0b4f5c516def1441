import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { normalisePhoneNumberForDialCode } from '@storefront/api-client/phones';
import {
  INVALID_PHONE_MESSAGE,
  legacyRegistrationPayloadSchema,
  loginPayloadSchema,
  registrationPayloadSchema,
} from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { newPasswordCheck } from '../auth/new-password';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../auth/password-hash';
import { requireUser } from '../auth/require-user';
import { clearSessionCookie, offerSessionCookie } from '../auth/session-cookie';
import { createSession, deleteSession } from '../auth/sessions';
import { signInIdentifierSchema } from '../auth/sign-in-identifier';
import { TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE, countAttempt, attemptKeys, type Throttles } from '../auth/password-throttle';
import { findActiveAccounts, findUserByEmail, insertUser, isPhoneTaken, toUserAnswer } from '../auth/user-queries';
import type { Db } from '../db/connect-database';
import { holdNames } from '../db/transactions';
import { HttpError, unprocessable } from '../http/http-error';
import { parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';

const nameLimits = { first_name: 100, last_name: 100, email: 254, password: 1024 };
/**
 * The contract's registration shapes with the password rule, which the contract leaves to this
 * entry, and the phone in any usual spelling for its dial code ('971234567', '+260971234567'...).
 */
const registrationSchema = withTextLimits(
  z
    .extend(registrationPayloadSchema, {
      phone: z.string().check(z.trim(), z.minLength(1, INVALID_PHONE_MESSAGE), z.maxLength(30, INVALID_PHONE_MESSAGE)),
      password: registrationPayloadSchema.shape.password.check(newPasswordCheck),
    })
    .check(
      z.refine((payload) => normalisePhoneNumberForDialCode(payload.phone, payload.code) !== null, {
        message: INVALID_PHONE_MESSAGE,
        path: ['phone'],
      }),
    ),
  nameLimits,
);
const legacyRegistrationSchema = withTextLimits(
  z.safeExtend(legacyRegistrationPayloadSchema, { password: legacyRegistrationPayloadSchema.shape.password.check(newPasswordCheck) }),
  nameLimits,
);

const loginSchema = z.extend(loginPayloadSchema, {
  email: signInIdentifierSchema,
  password: loginPayloadSchema.shape.password.check(z.maxLength(1024, 'Invalid Login Credentials')),
});

const invalidCredentials = (): HttpError => new HttpError(401, 'Invalid Login Credentials');

interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  /** E.164, or null from the older shape, which has no phone. */
  phone: string | null;
}

/** The current shape, or the older one when the body carries a password confirmation. */
function parseRegistration(body: unknown): Registration {
  const legacy = typeof body === 'object' && body !== null && 'password_confirmation' in body;
  if (legacy) return { ...parsePayload(legacyRegistrationSchema, body), phone: null };
  const payload = parsePayload(registrationSchema, body);
  return { ...payload, phone: normalisePhoneNumberForDialCode(payload.phone, payload.code) };
}

async function assertAvailable(db: Db, registration: Registration): Promise<void> {
  if (await findUserByEmail(db, registration.email)) throw unprocessable('The email has already been taken.');
  if (registration.phone !== null && (await isPhoneTaken(db, registration.phone))) throw unprocessable('The phone has already been taken.');
}

/**
 * Registration, login and logout. Login answers the token and, when the site's own page asked,
 * sets it as the session cookie too (auth/session-cookie); logout clears that cookie. Failed sign-ins are counted per account and client address
 * (auth/password-throttle), with the other checks of a password; request.ip is the browser's
 * address behind the host's proxy (the trusted proxies of app.ts).
 */
export function registerAuthRoutes(app: FastifyInstance, { db }: AppDeps, { passwords }: Throttles): void {
  app.post('/register', async (request, reply) => {
    const registration = parseRegistration(request.body);
    // A quick refusal for a taken e-mail before spending the time of a hash.
    await assertAvailable(db, registration);
    const passwordHash = await hashPassword(registration.password);
    // Checked again with the insert, the names held: another registration (on this replica or
    // another) may have taken the e-mail or the phone while the hash was computed.
    await db.transaction().execute(async (trx) => {
      const phone = registration.phone === null ? [] : [`phone:${registration.phone}`];
      await holdNames(trx, [`email:${registration.email.trim().toLowerCase()}`, ...phone]);
      await assertAvailable(trx, registration);
      await insertUser(trx, {
        firstName: registration.first_name,
        lastName: registration.last_name,
        email: registration.email,
        phone: registration.phone,
        passwordHash,
      });
    });
    return reply.status(201).send({ success: true, message: 'Registration successful' });
  });

  app.post('/login', async (request, reply) => {
    const { email: identifier, password, role } = parsePayload(loginSchema, request.body);
    // Unknown accounts, other roles and accounts whose deletion was requested answer alike, and
    // are counted alike under what was typed.
    const accounts = await findActiveAccounts(db, identifier, role);
    const attempt = {
      accounts: attemptKeys(
        identifier,
        accounts.map((account) => account.id),
      ),
      client: request.ip,
    };
    await countAttempt(passwords, attempt, reply, TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE);
    if (accounts.length === 0) {
      await verifyAgainstDecoy(password);
      throw invalidCredentials();
    }
    for (const account of accounts) {
      if (await verifyPassword(password, account.password_hash)) {
        await passwords.succeeded(attempt);
        const token = await createSession(db, account.id);
        offerSessionCookie(request, reply, token);
        return { success: true, message: 'Login successful', data: { token, user: toUserAnswer(account) } };
      }
    }
    throw invalidCredentials();
  });

  app.post('/logout', async (request, reply) => {
    const user = await requireUser(db, request);
    await deleteSession(db, user.sessionId);
    clearSessionCookie(request, reply);
    return { success: true, message: 'Logged out successfully' };
  });
}
