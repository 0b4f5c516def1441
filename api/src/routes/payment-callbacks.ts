import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { notFound, unauthenticated } from '../http/http-error';
import { callbackPath } from '../payments/mobile-money/mobile-money-setup';

/**
 * The provider's callbacks. The signature is checked over the raw body before anything is read,
 * the call is answered at once (a provider that waits retries), and the payment is then confirmed
 * by asking the provider itself: a callback only says which payment to look at, so a replayed or
 * late one changes nothing that the provider does not confirm.
 */
export function registerPaymentCallbackRoutes(app: FastifyInstance, { mobileMoney }: AppDeps): void {
  const { payments } = mobileMoney;
  app.register(async (callbacks) => {
    callbacks.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));

    callbacks.post('/payments/callbacks/:provider', async (request, reply) => {
      const { provider } = request.params as { provider: string };
      if (callbackPath(provider) !== callbackPath(payments.provider.name)) throw notFound('No such payment provider.');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const reference = await payments.provider.readCallback(body, request.headers);
      if (reference === null) throw unauthenticated();
      setImmediate(() => {
        payments.confirm(reference).catch((error: unknown) => request.log.error({ err: error, reference }, 'payment callback not applied'));
      });
      return reply.send({ success: true });
    });
  });
}
