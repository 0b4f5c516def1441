import { z } from 'zod';

/** The phrase the customer types to confirm; compared exactly. */
export const ACCOUNT_DELETION_PHRASE = 'DELETE MY ACCOUNT';

export const accountDeletionPayloadSchema = z.object({
  password: z.string().min(1, 'Please enter your password'),
  reason: z.string().optional(),
});

/**
 * Step 2 of /goodbye: the payload plus the typed confirmation phrase. The phrase is a string that
 * must match, not a literal type, so the schema fits a form whose text field holds any text.
 */
export const accountDeletionFormSchema = accountDeletionPayloadSchema.extend({
  confirmation: z.string().refine((value) => value === ACCOUNT_DELETION_PHRASE, 'Please type DELETE MY ACCOUNT to confirm'),
});

export const accountDeletionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().nullish(),
});

export type AccountDeletionPayload = z.infer<typeof accountDeletionPayloadSchema>;
export type AccountDeletionForm = z.infer<typeof accountDeletionFormSchema>;
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponseSchema>;
