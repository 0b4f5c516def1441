import { z } from 'zod/mini';
import { INVALID_IDENTIFIER_MESSAGE, isValidEmail, isValidPhone } from './auth';

export const OTP_LENGTH = 6;
export const INVALID_OTP_MESSAGE = 'Please enter a valid 6-digit OTP.';
/** For six digits that are not the code waiting (or no code waits): the format was right. */
export const WRONG_OTP_MESSAGE = 'This code is wrong or has expired. Please check it or request a new one.';

/**
 * The product defines no calls for forgot-password and OTP; these are this storefront's own, served by
 * api/. The code goes to the customer's mailbox (the backend's sandbox mailbox here).
 */
export const passwordResetRequestSchema = z.object({
  /** An e-mail address or a phone number, like the login identifier. */
  email: z.string().check(
    z.trim(),
    z.refine((value) => isValidEmail(value) || isValidPhone(value), INVALID_IDENTIFIER_MESSAGE),
  ),
});

/**
 * The answer to a reset request. A backend without real mail (the reference one with its sandbox
 * mailer) says where its sandbox mailbox is, so the customer can read the code there; one that
 * mails for real says nothing of a mailbox, and no link is shown.
 */
export const passwordResetRequestResponseSchema = z.object({
  success: z.boolean(),
  message: z.nullish(z.string()),
  data: z.nullish(z.object({ mailbox_url: z.nullish(z.url({ protocol: /^https?$/ })) })),
});

export const otpSchema = z.string().check(z.regex(/^\d{6}$/, INVALID_OTP_MESSAGE));

export const otpVerificationPayloadSchema = z.extend(passwordResetRequestSchema, { otp: otpSchema });

/** A verified code is exchanged for a short-lived reset token that sets the new password. */
export const otpVerificationResponseSchema = z.object({
  success: z.literal(true),
  message: z.nullish(z.string()),
  data: z.object({ reset_token: z.string().check(z.minLength(1)) }),
});

export const passwordResetPayloadSchema = z.extend(passwordResetRequestSchema, {
  reset_token: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1, 'Please enter a new password.')),
});

export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetRequestResponse = z.infer<typeof passwordResetRequestResponseSchema>;
export type OtpVerificationPayload = z.infer<typeof otpVerificationPayloadSchema>;
export type OtpVerification = z.infer<typeof otpVerificationResponseSchema>;
export type PasswordResetPayload = z.infer<typeof passwordResetPayloadSchema>;
