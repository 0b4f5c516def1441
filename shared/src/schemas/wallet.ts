import { z } from 'zod';
import { numericSchema } from './primitives';

export const INVALID_AMOUNT_MESSAGE = 'Please enter a valid amount';

/** The balance arrives as a string or a number; the storefront works with a number. */
export const walletBalanceResponseSchema = z.object({
  balance: numericSchema,
});

export const topupPayloadSchema = z.object({
  amount: z.number(INVALID_AMOUNT_MESSAGE).positive(INVALID_AMOUNT_MESSAGE),
});

/** On failure the reason is in `message` or in `error`, depending on the server. */
export const topupResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({ payment_link: z.url({ protocol: /^https?$/ }).nullish() }).nullish(),
  message: z.string().nullish(),
  error: z.string().nullish(),
});

export type TopupPayload = z.infer<typeof topupPayloadSchema>;
export type TopupResponse = z.infer<typeof topupResponseSchema>;
