import { z } from 'zod/mini';
import { dialCodeSchema } from './auth';

export const userProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** The number as the customer gave it, without the dial code. */
  phone: z.nullish(z.string()),
  /** The dial code of `phone` (+260); not part of the product's profile answer, sent by the reference backend. */
  code: z.nullish(z.string()),
});

/** `GET /profile` answers `data.user`. */
export const profileResponseSchema = z.object({
  data: z.object({ user: userProfileSchema }),
});

export const updateProfilePayloadSchema = z.object({
  first_name: z.string().check(z.trim(), z.minLength(1)),
  last_name: z.string().check(z.trim(), z.minLength(1)),
  email: z.string(),
  phone: z.string(),
  /** The phone's dial code from the picker; servers that do not know it ignore it. */
  code: z.optional(dialCodeSchema),
});

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Please enter your current password.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';
export const NEW_PASSWORD_REQUIRED_MESSAGE = 'Please enter a new password.';
export const PASSWORD_CONFIRMATION_MISMATCH_MESSAGE = 'The new password and its confirmation do not match.';

/**
 * A change of password proves the current one, so a session left open (or a stolen token) cannot
 * take the account over. `password` is the new one, as before; the server also applies the
 * password rule (`@storefront/api-client/passwords`) to it. The confirmation may be left out by an
 * older client; when sent it must match.
 */
export const changePasswordPayloadSchema = z
  .object({
    current_password: z.string({ error: CURRENT_PASSWORD_REQUIRED_MESSAGE }).check(z.minLength(1, CURRENT_PASSWORD_REQUIRED_MESSAGE)),
    password: z.string().check(z.minLength(1, NEW_PASSWORD_REQUIRED_MESSAGE)),
    password_confirmation: z.optional(z.string()),
  })
  .check(
    z.refine((payload) => payload.password_confirmation === undefined || payload.password_confirmation === payload.password, {
      message: PASSWORD_CONFIRMATION_MISMATCH_MESSAGE,
      path: ['password_confirmation'],
    }),
  );

export type UserProfile = z.infer<typeof userProfileSchema>;
export type UpdateProfilePayload = z.infer<typeof updateProfilePayloadSchema>;
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;
