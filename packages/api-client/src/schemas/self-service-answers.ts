import { z } from 'zod/mini';

/**
 * The answer to a form the company receives (job application, support ticket): the product defines
 * no call for these; this storefront sends them to its backend, which stores them under a reference.
 */
export const receiptResponseSchema = z.object({
  success: z.literal(true),
  message: z.nullish(z.string()),
  data: z.object({ uuid: z.string().check(z.minLength(1)) }),
});

export type Receipt = z.infer<typeof receiptResponseSchema>;
