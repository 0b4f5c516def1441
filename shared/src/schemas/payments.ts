import { z } from 'zod';

/** `POST /payment/{id}` sends the customer's name and e-mail. */
export const paymentInitiationPayloadSchema = z.object({
  name: z.string().min(1),
  email: z.string().min(1),
});

const httpUrlSchema = z.url({ protocol: /^https?$/ });

/** Type 'link' means the customer pays at `payment_link`; any other type means the order is done. */
export const paymentInitiationResponseSchema = z
  .object({
    type: z.string(),
    payment_link: httpUrlSchema.nullish(),
  })
  .refine((answer) => answer.type !== 'link' || Boolean(answer.payment_link), {
    message: 'A link payment needs its payment_link',
    path: ['payment_link'],
  });

export type PaymentInitiationPayload = z.infer<typeof paymentInitiationPayloadSchema>;
export type PaymentInitiation = z.infer<typeof paymentInitiationResponseSchema>;
