import type { FastifyInstance } from 'fastify';
import { cateringOrderFormFor, cateringOrderPayloadSchema, findCateringBundle } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { insertCateringRequest } from '../catering/catering-requests';
import { notFound } from '../http/http-error';
import { parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';

const cateringPayloadSchema = withTextLimits(cateringOrderPayloadSchema, {
  name: 100,
  email: 254,
  phone: 30,
  address: 300,
  specialRequests: 2000,
});

/** Today as YYYY-MM-DD in UTC: an event may be booked for today, never for a past day. */
function todayInUtc(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Catering requests: anyone planning an event may ask, no account needed. */
export function registerCateringRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.post('/catering/orders', async (request, reply) => {
    const payload = parsePayload(cateringPayloadSchema, request.body);
    const bundle = findCateringBundle(payload.bundleId);
    if (!bundle) throw notFound('Catering bundle not found');
    // The bundle's guest range, the date and the province's towns, by the contract's own rules.
    parsePayload(cateringOrderFormFor(bundle, todayInUtc(new Date())), payload);
    const uuid = insertCateringRequest(db, payload);
    return reply.status(201).send({ success: true, message: 'Catering request received', data: { uuid } });
  });
}
