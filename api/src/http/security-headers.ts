import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The powerful features a page served from here may use: none. The api's own pages (the payment
 * and mail sandboxes) never ask for a camera, a microphone, the customer's position or a payment
 * handler; the storefront's pages carry their own policy. Helmet leaves this header out, so it is
 * the one header set here by hand.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** A year: the usual HSTS lifetime, long enough for browsers to keep it between visits. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers on every answer, from helmet. The answers are JSON, SVG or the sandbox's pages
 * without script, so the default policy allows nothing; the pages and images that need more set
 * their own Content-Security-Policy, which replaces this one. HSTS only when browsers reach the
 * api over https (its public URL): sent over plain http it would be ignored, and on a local
 * `http://localhost` it would do nothing but confuse.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const httpsOnly = new URL(publicUrl).protocol === 'https:';
  void app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
    },
    // The storefront on another port of the same host (npm start, a dev server) may still show the
    // api's images; other sites may not embed its answers.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: httpsOnly ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}
