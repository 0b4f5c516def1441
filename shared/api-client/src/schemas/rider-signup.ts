import { z } from 'zod/mini';
import { EMAIL_PATTERN } from './primitives';

/** The rider sign-up form sends no role and no phone. */
export const riderSignUpPayloadSchema = z.object({
  first_name: z.string().check(z.trim(), z.minLength(1, 'This field is required')),
  last_name: z.string().check(z.trim(), z.minLength(1, 'This field is required')),
  email: z.string().check(z.trim(), z.regex(EMAIL_PATTERN, 'Please enter a valid email address.')),
  password: z.string().check(z.minLength(1, 'This field is required')),
});

export type RiderSignUpPayload = z.infer<typeof riderSignUpPayloadSchema>;
