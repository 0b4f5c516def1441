import {
  INVALID_IDENTIFIER_MESSAGE,
  INVALID_OTP_MESSAGE,
  otpSchema,
  passwordResetPayloadSchema,
  passwordResetRequestSchema,
} from '@storefront/api-client';
import { passwordProblem } from '@storefront/api-client/passwords';
import { otpCode } from '../state/otp-digits';

/** What is wrong with the phone number or e-mail the code is for, or undefined when it is one. */
export function identifierProblem(identifier: string): string | undefined {
  return passwordResetRequestSchema.safeParse({ email: identifier }).success ? undefined : INVALID_IDENTIFIER_MESSAGE;
}

/** What is wrong with the six boxes, or undefined when they hold a 6-digit code. */
export function codeProblem(digits: readonly string[]): string | undefined {
  return otpSchema.safeParse(otpCode(digits)).success ? undefined : INVALID_OTP_MESSAGE;
}

const newPasswordSchema = passwordResetPayloadSchema.shape.password;

/** What is wrong with a new password: the reset call's own rule first, then the common-password rule. */
export function newPasswordProblem(password: string): string | undefined {
  const checked = newPasswordSchema.safeParse(password);
  return checked.success ? passwordProblem(password) : checked.error.issues[0]?.message;
}
