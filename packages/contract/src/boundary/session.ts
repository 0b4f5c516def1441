import { z } from 'zod/mini';

export const sessionUserSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

/** Stored under `session`: a token and the signed-in user. */
export const sessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  user: sessionUserSchema,
});

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type Session = z.infer<typeof sessionSchema>;
