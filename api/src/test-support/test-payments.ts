import type { FastifyInstance } from 'fastify';
import { paymentInitiationResponseSchema, topupResponseSchema } from '@storefront/api-client/schemas';
import type { TestUser } from './test-users';

/** Presses Pay or Cancel on the sandbox page of a payment link, as the page's empty form does. */
export function settleSandboxPayment(app: FastifyInstance, paymentLink: string, action: 'pay' | 'cancel') {
  return app.inject({
    method: 'POST',
    url: `${new URL(paymentLink).pathname}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

/** Starts the payment of an order and answers its sandbox link. */
export async function startOrderPayment(app: FastifyInstance, user: TestUser, orderUuid: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/payment/${orderUuid}`,
    headers: user.auth,
    payload: { name: 'Mwila Banda', email: user.email },
  });
  const link = paymentInitiationResponseSchema.parse(response.json()).payment_link;
  if (!link) throw new Error(`No payment link: ${response.body}`);
  return link;
}

/** Starts a wallet top-up and answers its sandbox link. */
export async function startTopup(app: FastifyInstance, user: TestUser, amount: number): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/wallet/initiate-topup', headers: user.auth, payload: { amount } });
  const link = topupResponseSchema.parse(response.json()).data?.payment_link;
  if (!link) throw new Error(`No top-up link: ${response.body}`);
  return link;
}
