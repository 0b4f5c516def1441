import { z } from 'zod/mini';

/**
 * The answer to a form the company receives (job application, support ticket): the product defines
 * no call for these; this storefront sends them to its backend, which stores them under a reference.
 * `reference` is the short one a customer quotes ('SUP-1A2B3C4D'); older answers have none.
 */
export const receiptResponseSchema = z.object({
  success: z.literal(true),
  message: z.nullish(z.string()),
  data: z.object({ uuid: z.string().check(z.minLength(1)), reference: z.optional(z.string().check(z.minLength(1))) }),
});

/**
 * The short reference of something a customer sent, which they can quote to the team: a prefix
 * for its kind and the first eight characters of its uuid ('CAT-1A2B3C4D').
 */
export function shortReference(prefix: 'CAT' | 'SUP', uuid: string): string {
  return `${prefix}-${uuid.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

export type Receipt = z.infer<typeof receiptResponseSchema>;
