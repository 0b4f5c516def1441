import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { sendHtml } from '../http/html-page';
import {
  cancelPayment,
  findPayment,
  payPayment,
  type PaymentOutcome,
  type PaymentState,
  type PaymentView,
} from '../payments/payment-store';
import { renderCheckoutPage, renderNotFoundPage, renderResultPage, type PaymentResult } from '../payments/sandbox-pages';

const referenceParams = z.object({ reference: z.string() });

/** The page for a payment that has settled (or can no longer be paid), by its state. */
const settledResult: Record<Exclude<PaymentState, 'pending'>, PaymentResult> = {
  paid: 'paid-before',
  cancelled: 'cancelled-before',
  'order-already-paid': 'order-already-paid',
  'order-cancelled': 'order-cancelled',
};

function referenceOf(params: unknown): string {
  const parsed = referenceParams.safeParse(params);
  return parsed.success ? parsed.data.reference : '';
}

function sendResult(
  reply: FastifyReply,
  result: PaymentResult,
  view: PaymentView,
  wanted: 'paid' | 'cancelled',
  storefrontUrl: string,
): FastifyReply {
  const reached =
    wanted === 'paid' ? view.state === 'paid' || view.state === 'order-already-paid' : view.state === 'cancelled';
  // A repeated click lands where the customer wanted to be: that is a success, not an error.
  return sendHtml(reply, reached ? 200 : 409, renderResultPage(result, view, storefrontUrl));
}

function answerAction(
  reply: FastifyReply,
  outcome: PaymentOutcome | undefined,
  wanted: 'paid' | 'cancelled',
  storefrontUrl: string,
): FastifyReply {
  if (!outcome) return sendHtml(reply, 404, renderNotFoundPage());
  const { view, changed } = outcome;
  if (changed) return sendResult(reply, wanted === 'paid' ? 'paid-now' : 'cancelled-now', view, wanted, storefrontUrl);
  // Pay and cancel leave nothing pending: they either settle the payment or find it settled.
  if (view.state === 'pending') throw new Error(`Payment ${view.reference} is still pending after ${wanted}`);
  return sendResult(reply, settledResult[view.state], view, wanted, storefrontUrl);
}

/**
 * The payment sandbox standing in for the external payment provider, so payments work on a fresh
 * machine and in tests: the payment link opens a page of this server where the customer pays or
 * cancels. Pages are plain HTML forms, so the pay and cancel posts arrive as an empty urlencoded
 * form.
 */
export function registerSandboxRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  const { storefrontUrl } = config;
  app.register(async (sandbox) => {
    // Only these routes take forms, and their forms carry no fields: the body is accepted and ignored.
    sandbox.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, body),
    );

    sandbox.get('/sandbox/pay/:reference', async (request, reply) => {
      const view = await findPayment(db, referenceOf(request.params));
      if (!view) return sendHtml(reply, 404, renderNotFoundPage());
      if (view.state === 'pending') return sendHtml(reply, 200, renderCheckoutPage(view));
      return sendHtml(reply, 200, renderResultPage(settledResult[view.state], view, storefrontUrl));
    });

    sandbox.post('/sandbox/pay/:reference/pay', async (request, reply) =>
      answerAction(reply, await payPayment(db, referenceOf(request.params)), 'paid', storefrontUrl),
    );

    sandbox.post('/sandbox/pay/:reference/cancel', async (request, reply) =>
      answerAction(reply, await cancelPayment(db, referenceOf(request.params)), 'cancelled', storefrontUrl),
    );
  });
}
