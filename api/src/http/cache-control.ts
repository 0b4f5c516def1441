import type { FastifyInstance, FastifyReply } from 'fastify';

/** Content changes rarely: browsers may keep a read for a minute (the storefront caches 5 minutes itself). */
export const BRIEF_PUBLIC_CACHE = 'public, max-age=60';

/**
 * The menu, its categories and the pricing settings: half a minute, then revalidated with the
 * ETag (a 304 without a body while nothing changed). Orders are priced on the server, so a price
 * a browser kept a little too long is caught when the order is placed.
 */
export const CATALOG_CACHE = 'public, max-age=30';

/** For answers that must never come from a cache: the hero (so a changed hero shows at once) and reads that count. */
export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-store');
}

/**
 * Successful reads of `scope` may be cached briefly unless their route set its own Cache-Control;
 * errors and writes never are.
 */
export function cacheReadsBriefly(scope: FastifyInstance): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && reply.statusCode === 200 && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', BRIEF_PUBLIC_CACHE);
    }
    return payload;
  });
}
