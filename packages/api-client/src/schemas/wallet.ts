import { z } from 'zod/mini';
import { numericSchema } from './primitives';

export const INVALID_AMOUNT_MESSAGE = 'Please enter a valid amount';

/** The balance arrives as a string or a number; the storefront works with a number. */
export const walletBalanceResponseSchema = z.object({
  balance: numericSchema,
});

export const topupPayloadSchema = z.object({
  amount: z.number(INVALID_AMOUNT_MESSAGE).check(z.positive(INVALID_AMOUNT_MESSAGE)),
});

/** On failure the reason is in `message` or in `error`, depending on the server. */
export const topupResponseSchema = z.object({
  success: z.boolean(),
  data: z.nullish(z.object({ payment_link: z.nullish(z.url({ protocol: /^https?$/ })) })),
  message: z.nullish(z.string()),
  error: z.nullish(z.string()),
});

export type TopupPayload = z.infer<typeof topupPayloadSchema>;
export type TopupResponse = z.infer<typeof topupResponseSchema>;
