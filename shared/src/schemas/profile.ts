import { z } from 'zod';

export const userProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullish(),
});

/** `GET /profile` answers `data.user`. */
export const profileResponseSchema = z.object({
  data: z.object({ user: userProfileSchema }),
});

export const updateProfilePayloadSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const changePasswordPayloadSchema = z.object({
  password: z.string().min(1),
});

export type UserProfile = z.infer<typeof userProfileSchema>;
export type UpdateProfilePayload = z.infer<typeof updateProfilePayloadSchema>;
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;
