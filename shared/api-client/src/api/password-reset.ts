import { successAnswerSchema, type SuccessAnswer } from '../schemas/answers';
import {
  otpVerificationResponseSchema,
  passwordResetRequestResponseSchema,
  type PasswordResetRequestResponse,
  type OtpVerification,
  type OtpVerificationPayload,
  type PasswordResetPayload,
  type PasswordResetRequest,
} from '../schemas/password-reset';
import { publicApiHttp, parsed } from './http';

/** Sends a 6-digit code to the account's mailbox; the answer is the same whether the account exists or not. */
export async function requestPasswordReset(payload: PasswordResetRequest): Promise<PasswordResetRequestResponse> {
  return parsed(passwordResetRequestResponseSchema, () => publicApiHttp().post('password/forgot', { json: payload }));
}

/** Sends a new code; the previous one stops working. */
export async function resendOtp(payload: PasswordResetRequest): Promise<PasswordResetRequestResponse> {
  return parsed(passwordResetRequestResponseSchema, () => publicApiHttp().post('password/resend-otp', { json: payload }));
}

export async function verifyOtp(payload: OtpVerificationPayload): Promise<OtpVerification> {
  return parsed(otpVerificationResponseSchema, () => publicApiHttp().post('password/verify-otp', { json: payload }));
}

export async function resetPassword(payload: PasswordResetPayload): Promise<SuccessAnswer> {
  return parsed(successAnswerSchema, () => publicApiHttp().post('password/reset', { json: payload }));
}
