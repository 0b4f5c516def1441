import fastifySse from '@fastify/sse';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppDeps } from './app-deps';
import { createThrottles } from './auth/password-throttle';
import { registerSessionCookie } from './auth/session-cookie';
import { installFaultSwitch } from './faults/fault-switch';
import { registerErrorHandling } from './http/error-handling';
import { startSweepingLimits } from './http/limit-sweep';
import { registerPublicFormLimits } from './http/public-form-limits';
import { registerSecurityHeaders } from './http/security-headers';
import { refreshProxyNames, trustedProxies } from './http/trusted-proxies';
import { startOrderStatusTimer } from './orders/order-status-timer';
import { setUpMobileMoney } from './payments/mobile-money/mobile-money-setup';
import { registerAccountDeletionRoutes } from './routes/account-deletion';
import { registerAddressRoutes } from './routes/addresses';
import { registerAuthRoutes } from './routes/auth';
import { registerCateringRoutes } from './routes/catering';
import { registerCatalogRoutes } from './routes/catalog';
import { registerContentServiceRoutes } from './routes/content-service';
import { registerHealthRoutes } from './routes/health';
import { registerImageRoutes } from './routes/images';
import { registerJobApplicationRoutes } from './routes/job-applications';
import { registerMailboxRoutes } from './routes/mailbox';
import { registerOrderEventRoutes } from './routes/order-events';
import { registerOrderRoutes } from './routes/orders';
import { registerPasswordResetRoutes } from './routes/password-reset';
import { registerPaymentRoutes } from './routes/payments';
import { registerPlaceRoutes } from './routes/places';
import { registerProfileRoutes } from './routes/profile';
import { registerRiderSignUpRoutes } from './routes/rider-signup';
import { registerSandboxRoutes } from './routes/sandbox';
import { registerPaymentCallbackRoutes } from './routes/payment-callbacks';
import { registerSandboxPhoneRoutes } from './routes/sandbox-phone';
import { registerSandboxFaultRoutes } from './routes/sandbox-faults';
import { registerSettingsRoutes } from './routes/settings';
import { registerSupportTicketRoutes } from './routes/support-tickets';
import { registerWalletRoutes } from './routes/wallet';

export interface BuildAppOptions extends Omit<AppDeps, 'mobileMoney'> {
  logger?: FastifyServerOptions['logger'];
}

/**
 * JSON bodies here are small (orders, forms); the cap keeps one request from tying up memory.
 * A route that takes uploads (job applications) raises it for itself.
 */
const bodyLimitBytes = 100 * 1024;

/** The reference backend: every route under /api, errors as `{ success: false, message }`. */
export function buildApp({ db, config, logger = false }: BuildAppOptions): FastifyInstance {
  // X-Forwarded-For is believed only from the host's proxy (config.trustedProxies: addresses, or
  // the host's name on compose's network), so request.ip is the browser's address behind it and
  // the caller's own otherwise.
  const proxies = trustedProxies(config.trustedProxies);
  const app = Fastify({ logger, bodyLimit: bodyLimitBytes, trustProxy: proxies.trust });
  refreshProxyNames(app, proxies);
  registerErrorHandling(app);
  registerSecurityHeaders(app, config.publicUrl);
  const faults = config.faultInjection ? installFaultSwitch(app) : null;
  registerPublicFormLimits(app, db, config.rateLimitPerMinute);
  registerSessionCookie(app);
  app.register(fastifySse);

  const deps: AppDeps = { db, config, mobileMoney: setUpMobileMoney(app, db, config) };
  // Every check of a password or reset code is counted, per account, in the database: every
  // replica of the API counts the same failures.
  const throttles = createThrottles(db);
  startSweepingLimits(app, db, throttles);
  app.register(
    async (api) => {
      registerHealthRoutes(api, deps);
      registerCatalogRoutes(api, deps);
      registerSettingsRoutes(api, deps);
      registerImageRoutes(api);
      registerAuthRoutes(api, deps, throttles);
      registerPasswordResetRoutes(api, deps, throttles);
      registerProfileRoutes(api, deps, throttles);
      registerAccountDeletionRoutes(api, deps, throttles);
      registerAddressRoutes(api, deps);
      registerPlaceRoutes(api, deps);
      registerOrderRoutes(api, deps);
      registerOrderEventRoutes(api, deps);
      registerPaymentRoutes(api, deps);
      registerWalletRoutes(api, deps);
      registerSandboxRoutes(api, deps);
      registerSandboxPhoneRoutes(api, deps);
      registerPaymentCallbackRoutes(api, deps);
      if (config.sandboxMailer) registerMailboxRoutes(api, deps);
      registerCateringRoutes(api, deps);
      registerContentServiceRoutes(api, deps);
      registerJobApplicationRoutes(api, deps);
      registerSupportTicketRoutes(api, deps);
      registerRiderSignUpRoutes(api, deps);
      if (faults) registerSandboxFaultRoutes(api, faults);
    },
    { prefix: '/api' },
  );
  startOrderStatusTimer(app, db, config.orderStatusStepMs);
  return app;
}
