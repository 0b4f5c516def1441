import { z } from 'zod/mini';

export const sessionUserSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

/**
 * Stored under `session`: the signed-in user. The token itself lives in an HttpOnly cookie that
 * scripts cannot read; a copy stored before the cookie existed still carries it (and it is sent as
 * a bearer token while it does).
 */
export const sessionSchema = z.object({
  token: z.optional(z.string().check(z.minLength(1))),
  user: sessionUserSchema,
});

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type Session = z.infer<typeof sessionSchema>;
