import { z } from 'zod/mini';
import { dialCodeSchema } from './auth';

export const userProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** The number as the customer gave it, without the dial code. */
  phone: z.nullish(z.string()),
  /** The dial code of `phone` (+260); not in the spec's profile, sent by the reference backend. */
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

export const changePasswordPayloadSchema = z.object({
  password: z.string().check(z.minLength(1)),
});

export type UserProfile = z.infer<typeof userProfileSchema>;
export type UpdateProfilePayload = z.infer<typeof updateProfilePayloadSchema>;
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;
