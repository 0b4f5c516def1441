import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { WRONG_OTP_MESSAGE, otpSchema } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE, newPasswordCheck } from '../auth/new-password';
import { hashPassword } from '../auth/password-hash';
import {
  RESET_CODE_LIFETIME_MS,
  checkResetCode,
  consumeResetToken,
  issueResetCode,
  issueResetToken,
  resetTokenOwner,
} from '../auth/password-reset-codes';
import { deleteUserSessions } from '../auth/sessions';
import { signInIdentifierSchema } from '../auth/sign-in-identifier';
import { signInThrottleKeys, type FailureThrottle } from '../auth/sign-in-throttle';
import { findActiveAccounts, setPasswordHash, type UserRow } from '../auth/user-queries';
import { unprocessable } from '../http/http-error';
import { parsePayload } from '../http/parse-input';
import { createMailer } from '../mail/mailer';

export const CODE_EXPIRED_MESSAGE = 'This code has expired. Please request a new one.';
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
 * (the product defines no calls for this; these are the storefront's own, see packages/api-client/src/api/password-reset.ts).
 * With the sandbox mailer (there is no mail server here) codes go to the sandbox mailbox, whose
 * address the answers then carry; without it they carry none, and the storefront shows no link.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, { db, config }: AppDeps, signInThrottle: FailureThrottle): void {
  const mailer = createMailer(db, config, app.log);
  const requestAnswer = {
    success: true,
    message: 'If an account matches, we sent a 6-digit code to its e-mail.',
    ...(mailer.mailboxUrl === null ? {} : { data: { mailbox_url: mailer.mailboxUrl } }),
  };

  // The same answer whether an account matches or not, and whether a code went out or the last
  // one (under 30 s old, still good) stands: nothing tells who has an account here.
  const sendCode = async (request: { body: unknown }) => {
    const { email: identifier } = parsePayload(requestSchema, request.body);
    for (const user of findActiveAccounts(db, identifier)) {
      const code = issueResetCode(db, user.id);
      if (code !== null) mailer.send({ recipient: user.email, subject: RESET_MAIL_SUBJECT, text: resetMailText(user, code) });
    }
    return requestAnswer;
  };
  app.post('/password/forgot', sendCode);
  app.post('/password/resend-otp', sendCode);

  app.post('/password/verify-otp', async (request) => {
    const { email: identifier, otp } = parsePayload(verifySchema, request.body);
    const accounts = findActiveAccounts(db, identifier);
    const check = checkResetCode(
      db,
      accounts.map((user) => user.id),
      otp,
    );
    // With no code waiting (or no account) the answer is that of a wrong code, so this call does
    // not tell which identifiers have accounts. Registration does tell whether an e-mail is taken.
    // The code's format was right (the schema checked it): the answer says the code is not.
    if (check.outcome === 'expired') throw unprocessable(CODE_EXPIRED_MESSAGE);
    if (check.outcome !== 'verified') throw unprocessable(WRONG_OTP_MESSAGE);
    return { success: true, message: 'Code verified', data: { reset_token: issueResetToken(db, check.userId) } };
  });

  app.post('/password/reset', async (request) => {
    const { email: identifier, reset_token: token, password } = parsePayload(resetSchema, request.body);
    const accounts = findActiveAccounts(db, identifier);
    const owner = resetTokenOwner(
      db,
      accounts.map((user) => user.id),
      token,
    );
    if (owner === null) throw unprocessable(RESET_EXPIRED_MESSAGE);
    const passwordHash = await hashPassword(password);
    // The token is used up with the change, after the hash: a second reset racing this one fails here.
    db.transaction(() => {
      if (!consumeResetToken(db, owner, token)) throw unprocessable(RESET_EXPIRED_MESSAGE);
      setPasswordHash(db, owner, passwordHash);
      deleteUserSessions(db, owner);
    })();
    const user = accounts.find((account) => account.id === owner);
    signInThrottle.reset([...signInThrottleKeys(identifier), ...(user ? signInThrottleKeys(user.email) : [])]);
    return { success: true, message: 'Password reset successfully. Please login.' };
  });
}
