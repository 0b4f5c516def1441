import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { WRONG_OTP_MESSAGE, otpSchema } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE, newPasswordCheck } from '../auth/new-password';
import { hashPassword } from '../auth/password-hash';
import {
  RESEND_INTERVAL_MS,
  RESET_CODE_LIFETIME_MS,
  checkResetCode,
  consumeResetToken,
  issueResetCode,
  issueResetToken,
  resetTokenOwner,
} from '../auth/password-reset-codes';
import { clearSessionCookieIfEnded } from '../auth/session-cookie';
import { deleteUserSessions } from '../auth/sessions';
import { signInIdentifierSchema } from '../auth/sign-in-identifier';
import {
  TOO_MANY_CODES_MESSAGE,
  TOO_MANY_CODE_TRIES_MESSAGE,
  accountKey,
  countAttempt,
  attemptKeys,
  refuseWhileWaiting,
  type Throttles,
} from '../auth/password-throttle';
import { findActiveAccounts, setPasswordHash, type UserRow } from '../auth/user-queries';
import { unprocessable } from '../http/http-error';
import { parsePayload } from '../http/parse-input';
import { createMailer } from '../mail/mailer';

export const RESET_EXPIRED_MESSAGE = 'This reset link has expired. Please start again.';
export const RESET_MAIL_SUBJECT = 'Your ZamEats password reset code';

const requestSchema = z.object({ email: signInIdentifierSchema });
const verifySchema = z.object({ email: signInIdentifierSchema, otp: otpSchema });
const resetSchema = z.object({
  email: signInIdentifierSchema,
  reset_token: z.string().min(1, RESET_EXPIRED_MESSAGE).max(100, RESET_EXPIRED_MESSAGE),
  password: z.string().min(1, 'Please enter a new password.').max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE).check(newPasswordCheck),
});

function resetMailText(user: UserRow, code: string): string {
  return [
    `Hello ${user.first_name},`,
    '',
    `Your ZamEats password reset code is ${code}.`,
    '',
    `Enter it on the password reset page within ${RESET_CODE_LIFETIME_MS / 60_000} minutes.`,
    'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
    '',
    'ZamEats',
  ].join('\n');
}

/**
 * Forgot password: a 6-digit code by mail, exchanged for a reset token that sets the new password
 * (the product defines no calls for this; these are the storefront's own, see shared/api-client/src/api/password-reset.ts).
 * With the sandbox mailer (there is no mail server here) codes go to the sandbox mailbox, which
 * only the machine the api runs on can open, and to the api's console; the answers never point
 * at it, since the customer's own inbox is where a code belongs.
 *
 * Codes and guesses are limited per account (auth/password-throttle), the same for identifiers
 * that name no account: a few codes a day, and a few wrong guesses per address and a day however
 * many codes are asked for.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, { db, config }: AppDeps, throttles: Throttles): void {
  const mailer = createMailer(db, config, app.log);
  const requestAnswer = { success: true, message: 'If an account matches, we sent a 6-digit code to its e-mail.' };

  // The same answer whether an account matches or not, and whether a code went out or the last
  // one (under 30 s old, still good) stands: nothing tells who has an account here. Past the day's
  // cap of codes the answer is a 429, for an identifier that names no account too (it counts its
  // requests as if codes went out, at most one per RESEND_INTERVAL_MS).
  const sendCode = async (request: { body: unknown }, reply: FastifyReply) => {
    const { email: identifier } = parsePayload(requestSchema, request.body);
    const accounts = await findActiveAccounts(db, identifier);
    const keys = attemptKeys(
      identifier,
      accounts.map((user) => user.id),
    );
    const requests = throttles.resetCodeRequests;
    const waits = await Promise.all(keys.map((key) => requests.waitMs(key)));
    refuseWhileWaiting(Math.max(...waits), reply, TOO_MANY_CODES_MESSAGE);
    if (accounts.length === 0) {
      const [key = ''] = keys;
      const latest = await requests.latest(key);
      if (latest === null || Date.now() - latest >= RESEND_INTERVAL_MS) await requests.add(key);
    }
    for (const user of accounts) {
      const code = await issueResetCode(db, user.id);
      if (code === null) continue;
      await requests.add(accountKey(user.id));
      await mailer.send({
        recipient: user.email,
        subject: RESET_MAIL_SUBJECT,
        text: resetMailText(user, code),
        summary: `password reset code for ${user.email}: ${code} (valid ${RESET_CODE_LIFETIME_MS / 60_000} minutes)`,
      });
    }
    return requestAnswer;
  };
  app.post('/password/forgot', sendCode);
  app.post('/password/resend-otp', sendCode);

  app.post('/password/verify-otp', async (request, reply) => {
    const { email: identifier, otp } = parsePayload(verifySchema, request.body);
    const accounts = await findActiveAccounts(db, identifier);
    const accountIds = accounts.map((user) => user.id);
    const attempt = { accounts: attemptKeys(identifier, accountIds), client: request.ip };
    await countAttempt(throttles.resetCodeGuesses, attempt, reply, TOO_MANY_CODE_TRIES_MESSAGE);
    const check = await checkResetCode(db, accountIds, otp);
    // A wrong code, one out of time or tries, none waiting and no account all answer alike, so
    // this call does not tell which identifiers have accounts (registration does tell whether an
    // e-mail is taken). The code's format was right (the schema checked it): the answer says the
    // code is not.
    if (check.outcome !== 'verified') throw unprocessable(WRONG_OTP_MESSAGE);
    await throttles.resetCodeGuesses.succeeded(attempt);
    return { success: true, message: 'Code verified', data: { reset_token: await issueResetToken(db, check.userId) } };
  });

  app.post('/password/reset', async (request, reply) => {
    const { email: identifier, reset_token: token, password } = parsePayload(resetSchema, request.body);
    const accounts = await findActiveAccounts(db, identifier);
    const owner = await resetTokenOwner(
      db,
      accounts.map((user) => user.id),
      token,
    );
    if (owner === null) throw unprocessable(RESET_EXPIRED_MESSAGE);
    const passwordHash = await hashPassword(password);
    // The token is used up with the change, after the hash: a second reset racing this one fails here.
    await db.transaction().execute(async (trx) => {
      if (!(await consumeResetToken(trx, owner, token))) throw unprocessable(RESET_EXPIRED_MESSAGE);
      await setPasswordHash(trx, owner, passwordHash);
      await deleteUserSessions(trx, owner);
    });
    // Every session of the account ended: this browser's cookie, if it was one of them, goes too.
    await clearSessionCookieIfEnded(db, request, reply);
    // The customer proved the account: whatever held its sign-ins back is forgiven.
    await throttles.passwords.forgive({ accounts: [accountKey(owner)], client: request.ip });
    return { success: true, message: 'Password reset successfully. Please login.' };
  });
}
