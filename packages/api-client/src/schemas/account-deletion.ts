import { z } from 'zod/mini';

/** The phrase the customer types to confirm; compared exactly. */
export const ACCOUNT_DELETION_PHRASE = 'DELETE MY ACCOUNT';

export const accountDeletionPayloadSchema = z.object({
  password: z.string().check(z.minLength(1, 'Please enter your password')),
  reason: z.optional(z.string()),
});

/**
 * Step 2 of /goodbye: the payload plus the typed confirmation phrase. The phrase is a string that
 * must match, not a literal type, so the schema fits a form whose text field holds any text.
 */
export const accountDeletionFormSchema = z.extend(accountDeletionPayloadSchema, {
  confirmation: z
    .string()
    .check(z.refine((value) => value === ACCOUNT_DELETION_PHRASE, 'Please type DELETE MY ACCOUNT to confirm')),
});

export const accountDeletionResponseSchema = z.object({
  success: z.boolean(),
  message: z.nullish(z.string()),
});

export type AccountDeletionPayload = z.infer<typeof accountDeletionPayloadSchema>;
export type AccountDeletionForm = z.infer<typeof accountDeletionFormSchema>;
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponseSchema>;
