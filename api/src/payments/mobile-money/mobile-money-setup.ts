import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connect-database';
import { randomToken } from '../../lib/random-token';
import { createSandboxGateway, SANDBOX_SIGNATURE_HEADER, type SandboxGateway } from '../sandbox-gateway/sandbox-gateway';
import { createSandboxProvider } from '../sandbox-gateway/sandbox-provider';
import { createPawapayProvider } from '../pawapay/pawapay-provider';
import { createMobilePayments, type MobilePayments } from './mobile-payments';
import type { MobileMoneyProvider } from './provider';

/** Where a provider's callbacks arrive, under the api's prefix: `<PUBLIC_URL>/payments/callbacks/<provider>`. */
export const callbackPath = (provider: string) => `/payments/callbacks/${provider}`;

/** How long after a prompt's expiry the provider is still asked about it before it is given up. */
const SETTLE_GRACE_MS = 5 * 60_000;
/** How long a payment given up is still asked about, for money a gateway settles late. */
const LATE_CHECK_MS = 60 * 60_000;

export interface MobileMoney {
  payments: MobilePayments;
  /** The sandbox's gateway when it is the configured provider (its phone page), else null. */
  gateway: SandboxGateway | null;
}

/**
 * Runs `task` every `periodMs` while the app is up; a failure is logged and the next run goes on.
 * A run still going when the next falls due is not doubled; closing the app waits for it, so no
 * run outlives the database.
 */
function every(app: FastifyInstance, periodMs: number, what: string, task: () => Promise<unknown>): void {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = Promise.resolve()
      .then(task)
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => {
        running = null;
      });
  }, periodMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** The configured provider with the merchant's side of its payments, and the jobs that keep them moving. */
export function setUpMobileMoney(app: FastifyInstance, db: Db, config: AppConfig): MobileMoney {
  const { mobileMoney } = config;
  let gateway: SandboxGateway | null = null;
  let provider: MobileMoneyProvider;
  if (mobileMoney.provider.kind === 'sandbox') {
    const secret = mobileMoney.sandboxCallbackSecret ?? randomToken(32);
    const sandbox = createSandboxGateway(db, {
      promptMs: mobileMoney.promptMs,
      callbacks: mobileMoney.sandboxCallbacks,
      secret,
      // The gateway calls the merchant's callback URL; being in this process, through the app itself.
      deliver: async (body, signature) => {
        await app.inject({
          method: 'POST',
          url: `/api${callbackPath('sandbox')}`,
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
          payload: body,
        });
      },
    });
    every(app, 1000, 'sandbox prompt expiry', () => sandbox.expireDue());
    gateway = sandbox;
    provider = createSandboxProvider(sandbox, { secret, publicUrl: config.publicUrl });
  } else {
    const { baseUrl, apiToken, callbackPublicKey } = mobileMoney.provider;
    provider = createPawapayProvider({
      baseUrl,
      apiToken,
      ...(callbackPublicKey === null ? {} : { callbackPublicKey, callbackUrl: `${config.publicUrl}${callbackPath('pawapay')}` }),
    });
  }
  const payments = createMobilePayments(db, provider, { promptMs: mobileMoney.promptMs, settleGraceMs: SETTLE_GRACE_MS, lateCheckMs: LATE_CHECK_MS });
  if (mobileMoney.reconcileMs > 0) every(app, mobileMoney.reconcileMs, 'payment reconciliation', () => payments.reconcile());
  return { payments, gateway };
}
