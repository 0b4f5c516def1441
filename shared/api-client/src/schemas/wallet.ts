import { z } from 'zod/mini';
import { numericSchema, optionalTextSchema } from './primitives';

export const INVALID_AMOUNT_MESSAGE = 'Please enter a valid amount';
export const TOO_MANY_DECIMALS_MESSAGE = 'Please enter an amount with at most two decimals (ngwee).';

/**
 * Whether an amount of kwacha is a whole number of ngwee. An amount with more decimals is refused,
 * not rounded: the customer pays what they typed or is told why not.
 */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Number.isFinite(amount) && Number(amount.toFixed(2)) === amount;
}

/** The balance arrives as a string or a number; the storefront works with a number. */
export const walletBalanceResponseSchema = z.object({
  balance: numericSchema,
});

export const topupPayloadSchema = z.object({
  amount: z
    .number(INVALID_AMOUNT_MESSAGE)
    .check(z.positive(INVALID_AMOUNT_MESSAGE), z.refine(hasAtMostTwoDecimals, TOO_MANY_DECIMALS_MESSAGE)),
});

/** On failure the reason is in `message` or in `error`, depending on the server. */
export const topupResponseSchema = z.object({
  success: z.boolean(),
  data: z.nullish(z.object({ payment_link: z.nullish(z.url({ protocol: /^https?$/ })) })),
  message: z.nullish(z.string()),
  error: z.nullish(z.string()),
});

export const walletEntryKinds = ['topup', 'order_payment', 'refund', 'adjustment'] as const;

/** One movement of the wallet: credits positive, debits negative, in kwacha. */
export const walletEntrySchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  kind: z.enum(walletEntryKinds),
  amount: numericSchema,
  description: optionalTextSchema,
  created_at: z.string(),
  /** The order paid or refunded, when there is one. */
  order_uuid: z.nullish(z.string()),
});

/** `GET /wallet/transactions`: the latest movements, newest first (the reference backend's). */
export const walletHistoryResponseSchema = z.object({ data: z.array(walletEntrySchema) });

export type WalletEntry = z.infer<typeof walletEntrySchema>;
export type TopupPayload = z.infer<typeof topupPayloadSchema>;
export type TopupResponse = z.infer<typeof topupResponseSchema>;
