import {
  ApiError,
  apiErrorMessage,
  commandOutcome,
  requestPasswordReset,
  resendOtp,
  resetPassword,
  verifyOtp,
  WRONG_OTP_MESSAGE,
  type CommandOutcome,
  type PasswordResetPayload,
  type PasswordResetRequestResponse,
} from '@storefront/api-client';
import { httpUrl } from '../state/otp-page-state';
import {
  CODE_NOT_VERIFIED_MESSAGE,
  CODE_RESENT_MESSAGE,
  PASSWORD_NOT_RESET_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESET_CODE_NOT_SENT_MESSAGE,
  RESET_CODE_SENT_MESSAGE,
} from '../state/reset-messages';

export type CodeSentOutcome = { ok: true; message: string; mailboxUrl?: string } | { ok: false; message: string };
export type CodeCheckOutcome = { ok: true; resetToken: string } | { ok: false; message: string };

async function sendCode(
  call: () => Promise<PasswordResetRequestResponse>,
  sentMessage: (answer: PasswordResetRequestResponse) => string,
): Promise<CodeSentOutcome> {
  try {
    const answer = await call();
    if (!answer.success) return { ok: false, message: answer.message || RESET_CODE_NOT_SENT_MESSAGE };
    return { ok: true, message: sentMessage(answer), mailboxUrl: httpUrl(answer.data?.mailbox_url) };
  } catch (error) {
    return { ok: false, message: apiErrorMessage(error) ?? RESET_CODE_NOT_SENT_MESSAGE };
  }
}

/** POST /password/forgot: the answer is the same whether an account matches or not. */
export function sendResetCode(email: string): Promise<CodeSentOutcome> {
  return sendCode(() => requestPasswordReset({ email: email.trim() }), (answer) => answer.message || RESET_CODE_SENT_MESSAGE);
}

/** POST /password/resend-otp: a new code; the previous one stops working. */
export function sendNewCode(email: string): Promise<CodeSentOutcome> {
  return sendCode(() => resendOtp({ email: email.trim() }), () => CODE_RESENT_MESSAGE);
}

/**
 * POST /password/verify-otp: a right code is exchanged for the token that sets the new password. The
 * code sent was six digits, so a refusal without a reason means the code itself was not right.
 */
export async function checkCode(email: string, otp: string): Promise<CodeCheckOutcome> {
  try {
    const answer = await verifyOtp({ email: email.trim(), otp });
    return { ok: true, resetToken: answer.data.reset_token };
  } catch (error) {
    const refused = error instanceof ApiError && error.kind === 'http' && error.status !== undefined && error.status < 500;
    return { ok: false, message: apiErrorMessage(error) ?? (refused ? WRONG_OTP_MESSAGE : CODE_NOT_VERIFIED_MESSAGE) };
  }
}

/** POST /password/reset with the token from checkCode. */
export function setNewPassword(payload: PasswordResetPayload): Promise<CommandOutcome> {
  return commandOutcome(() => resetPassword({ ...payload, email: payload.email.trim() }), {
    succeeded: PASSWORD_RESET_MESSAGE,
    failed: PASSWORD_NOT_RESET_MESSAGE,
    serverSuccessMessage: true,
  });
}
