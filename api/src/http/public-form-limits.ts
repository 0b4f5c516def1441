import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Db } from '../db/connect-database';
import { tooManyRequests } from './http-error';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * The public forms anyone may post without signing in, grouped by what they do: each group has
 * one count per client address, so signing up from the rider page does not double the sign-ups
 * allowed. Sign-in is also slowed down per account (auth/password-throttle), which stops guessing
 * one customer's password; the count per address here stops one client trying many customers.
 */
export const publicFormGroups = {
  'sign-in': ['/api/login'],
  'sign-up': ['/api/register', '/api/rider/register'],
  'password-reset': ['/api/password/forgot', '/api/password/resend-otp', '/api/password/verify-otp', '/api/password/reset'],
  contact: ['/api/contact/submit'],
  support: ['/api/support/tickets'],
  'job-applications': ['/api/careers/applications'],
  catering: ['/api/catering/orders'],
} as const satisfies Record<string, readonly string[]>;

export type PublicFormGroup = keyof typeof publicFormGroups;

const groupOfUrl = new Map<string, PublicFormGroup>(
  Object.entries(publicFormGroups).flatMap(([group, urls]) => urls.map((url) => [url, group as PublicFormGroup] as const)),
);

const RATE_WINDOW_MS = 60_000;

/**
 * Limits the POST routes of `publicFormGroups` to `perMinute` requests per client address and
 * group (request.ip: see the trusted proxies in app.ts). Call before the routes are registered.
 * A refused request answers 429 with Retry-After and the app's usual `{ success: false, message }`.
 * The counts are in the database, so every replica of the API counts the same requests.
 */
export function registerPublicFormLimits(app: FastifyInstance, db: Db, perMinute: number): void {
  app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) => tooManyRequests(`Too many requests. Please try again in ${context.after}.`),
  });

  // One limiter per group, shared by the group's routes. The plugin's own `groupId` would be the
  // obvious way, but it keeps a separate count per route (fastify-rate-limit issue #463).
  const limiters = new Map<PublicFormGroup, onRequestHookHandler>();
  const limiterOf = (group: PublicFormGroup): onRequestHookHandler => {
    let limiter = limiters.get(group);
    if (limiter === undefined) {
      limiter = app.rateLimit({ max: perMinute, timeWindow: RATE_WINDOW_MS, keyGenerator: (request) => `${group}:${request.ip}` });
      limiters.set(group, limiter);
    }
    return limiter;
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const group = groupOfUrl.get(route.url);
    if (group === undefined || !methods.includes('POST')) return;
    const existing = route.onRequest;
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    route.onRequest = [limiterOf(group), ...hooks];
  });
}
