import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { sendHtml } from '../http/html-page';
import { renderPhonePage } from '../payments/sandbox-gateway/phone-page';
import { renderNotFoundPage } from '../payments/sandbox-pages';

const promptParams = z.object({ token: z.string().max(100) });
const answerParams = promptParams.extend({ answer: z.enum(['approve', 'decline', 'insufficient_funds']) });

/**
 * The sandbox gateway's phone: the prompt a customer would get, answered by a tester. Its address
 * is random and long, as a payment link is; it exists only while the sandbox is the provider.
 */
export function registerSandboxPhoneRoutes(app: FastifyInstance, { mobileMoney }: AppDeps): void {
  const { gateway } = mobileMoney;
  if (!gateway) return;
  app.register(async (phone) => {
    // The answers are forms without fields: the body is accepted and ignored.
    phone.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));

    phone.get('/sandbox/phone/:token', async (request, reply) => {
      const parsed = promptParams.safeParse(request.params);
      const prompt = parsed.success ? await gateway.prompt(parsed.data.token) : undefined;
      return prompt ? sendHtml(reply, 200, renderPhonePage(prompt)) : sendHtml(reply, 404, renderNotFoundPage());
    });

    phone.post('/sandbox/phone/:token/:answer', async (request, reply) => {
      const parsed = answerParams.safeParse(request.params);
      const prompt = parsed.success ? await gateway.answerPrompt(parsed.data.token, parsed.data.answer) : undefined;
      return prompt ? sendHtml(reply, 200, renderPhonePage(prompt)) : sendHtml(reply, 404, renderNotFoundPage());
    });
  });
}
