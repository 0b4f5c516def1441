import { z } from 'zod/mini';
import { numericSchema } from './primitives';

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

/** An order that keeps the account open: neither delivered nor cancelled, paid or not. */
export const deletionBlockingOrderSchema = z.object({
  uuid: z.string(),
  status: z.string(),
  payment_status: z.string(),
  /** Kwacha. */
  total: numericSchema,
});

/**
 * `GET /user/deletion-check` (the reference backend's own call): what stands between the customer
 * and deleting the account. The deletion is refused (409) while the wallet holds money or an order
 * is unfinished; `can_delete` says whether it would go through now.
 */
export const deletionCheckResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({
    /** Kwacha. */
    wallet_balance: numericSchema,
    blocking_orders: z.array(deletionBlockingOrderSchema),
    can_delete: z.boolean(),
  }),
});

export type DeletionBlockingOrder = z.infer<typeof deletionBlockingOrderSchema>;
export type DeletionCheck = z.infer<typeof deletionCheckResponseSchema>['data'];
export type AccountDeletionPayload = z.infer<typeof accountDeletionPayloadSchema>;
export type AccountDeletionForm = z.infer<typeof accountDeletionFormSchema>;
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponseSchema>;
