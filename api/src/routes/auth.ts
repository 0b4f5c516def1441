import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { legacyRegistrationPayloadSchema, loginPayloadSchema, registrationPayloadSchema } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { newPasswordCheck } from '../auth/new-password';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../auth/password-hash';
import { requireUser } from '../auth/require-user';
import { createSession, deleteSession } from '../auth/sessions';
import { signInIdentifierSchema } from '../auth/sign-in-identifier';
import { TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE, signInThrottleKeys, type FailureThrottle } from '../auth/sign-in-throttle';
import { findActiveAccounts, findUserByEmail, insertUser, isPhoneTaken, toUserAnswer } from '../auth/user-queries';
import type { Db } from '../db/open-database';
import { HttpError, tooManyRequests, unprocessable } from '../http/http-error';
import { parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';

const nameLimits = { first_name: 100, last_name: 100, email: 254, password: 1024 };
/** The contract's registration shapes with the password rule, which the contract leaves to this entry. */
const registrationSchema = withTextLimits(
  z.extend(registrationPayloadSchema, { password: registrationPayloadSchema.shape.password.check(newPasswordCheck) }),
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
  if (
    registration.code !== undefined &&
    registration.phone !== undefined &&
    isPhoneTaken(db, registration.code, registration.phone)
  ) {
    throw unprocessable('The phone has already been taken.');
  }
}

/**
 * Registration, login and logout. Repeated failed sign-ins for one
 * identifier are slowed down (auth/sign-in-throttle). They are not counted per client address:
 * behind the host's proxy every request comes from the proxy, so such a count would lock every
 * customer out at once, and X-Forwarded-For is whatever the caller writes.
 */
export function registerAuthRoutes(app: FastifyInstance, { db }: AppDeps, throttle: FailureThrottle): void {
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

  app.post('/login', async (request, reply) => {
    const { email: identifier, password, role } = parsePayload(loginSchema, request.body);
    const throttleKeys = signInThrottleKeys(identifier);
    const waitMs = throttle.waitMs(throttleKeys);
    if (waitMs > 0) {
      void reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
      throw tooManyRequests(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE);
    }
    // Counted as failed before the (slow) check and forgotten on success, so a burst of parallel
    // attempts cannot all pass the check before the first failure is recorded.
    throttle.recordFailure(throttleKeys);
    // Unknown accounts, other roles and accounts whose deletion was requested answer alike.
    const accounts = findActiveAccounts(db, identifier, role);
    if (accounts.length === 0) {
      await verifyAgainstDecoy(password);
      throw invalidCredentials();
    }
    for (const account of accounts) {
      if (await verifyPassword(password, account.password_hash)) {
        throttle.reset(throttleKeys);
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
