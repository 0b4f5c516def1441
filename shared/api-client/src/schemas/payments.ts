import { z } from 'zod/mini';

/** `POST /payment/{id}` sends the customer's name and e-mail. */
export const paymentInitiationPayloadSchema = z.object({
  name: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
});

const httpUrlSchema = z.url({ protocol: /^https?$/ });

/** Type 'link' means the customer pays at `payment_link`; any other type means the order is done. */
export const paymentInitiationResponseSchema = z
  .object({
    type: z.string(),
    payment_link: z.nullish(httpUrlSchema),
  })
  .check(
    z.refine((answer) => answer.type !== 'link' || Boolean(answer.payment_link), {
      message: 'A link payment needs its payment_link',
      path: ['payment_link'],
    }),
  );

export type PaymentInitiationPayload = z.infer<typeof paymentInitiationPayloadSchema>;
export type PaymentInitiation = z.infer<typeof paymentInitiationResponseSchema>;
