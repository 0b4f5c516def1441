import { z } from 'zod/mini';

/** Zambia's mobile money networks. */
export const mobileNetworks = ['MTN', 'AIRTEL', 'ZAMTEL'] as const;
export type MobileNetwork = (typeof mobileNetworks)[number];

/**
 * `POST /payment/{id}` sends the customer's name and e-mail; a mobile money payment also the phone
 * that gets the prompt and its network, or 'wallet' to pay from the wallet (the reference backend's
 * additions: absent, a payment link).
 */
export const paymentInitiationPayloadSchema = z.object({
  name: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
  method: z.optional(z.enum(['link', 'mobile_money', 'wallet'])),
  phone: z.optional(z.string()),
  network: z.optional(z.enum(mobileNetworks)),
});

const httpUrlSchema = z.url({ protocol: /^https?$/ });

/** A mobile money payment of an order as the reference backend tells it: the prompt, its end, and where a tester answers it in the sandbox. */
export const mobilePaymentSchema = z.object({
  reference: z.string().check(z.minLength(1)),
  status: z.enum(['pending', 'paid', 'cancelled', 'failed', 'expired']),
  network: z.enum(mobileNetworks),
  /** The last four digits of the phone that got the prompt. */
  phone_ending: z.string(),
  expires_at: z.string(),
  failure_reason: z.nullish(z.string()),
  provider_reference: z.nullish(z.string()),
  prompt_url: z.nullish(httpUrlSchema),
});
export type MobilePayment = z.infer<typeof mobilePaymentSchema>;

/** Type 'link' means the customer pays at `payment_link`; any other type means the order is done. */
export const paymentInitiationResponseSchema = z
  .object({
    type: z.string(),
    payment_link: z.nullish(httpUrlSchema),
    /** Type 'mobile_money': the prompt sent to the customer's phone. */
    payment: z.nullish(mobilePaymentSchema),
  })
  .check(
    z.refine((answer) => answer.type !== 'link' || Boolean(answer.payment_link), {
      message: 'A link payment needs its payment_link',
      path: ['payment_link'],
    }),
  );

export type PaymentInitiationPayload = z.infer<typeof paymentInitiationPayloadSchema>;
export type PaymentInitiation = z.infer<typeof paymentInitiationResponseSchema>;
