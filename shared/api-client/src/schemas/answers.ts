import { z } from 'zod/mini';

/** The common `{ success, message }` answer of commands (register, profile update, deletion...). */
export const successAnswerSchema = z.object({
  success: z.boolean(),
  message: z.nullish(z.string()),
});

/** Content reads answer `{ error }` instead of their data when the server failed. */
export const serverErrorAnswerSchema = z.object({
  error: z.string().check(z.minLength(1)),
});

export type SuccessAnswer = z.infer<typeof successAnswerSchema>;
