import { z } from 'zod/mini';
import { passwordProblem } from '@storefront/api-client/passwords';

/** Passwords longer than this are refused before hashing, so one request cannot tie up the CPU. */
export const PASSWORD_MAX_LENGTH = 1024;
export const PASSWORD_TOO_LONG_MESSAGE = `Password is too long (at most ${PASSWORD_MAX_LENGTH} characters).`;

/**
 * The password rule of every form where a password is chosen, as a check to add to that field's
 * schema (zod or zod/mini). An empty password is left to the field's own "required" message, which
 * differs from form to form.
 */
export const newPasswordCheck = z.superRefine((password: string, context) => {
  if (password === '') return;
  const problem = passwordProblem(password);
  if (problem) context.addIssue({ code: 'custom', message: problem, input: password });
});
