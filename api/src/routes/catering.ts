import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cateringOrderFormFor,
  cateringOrderPayloadSchema,
  findCateringBundle,
  shortReference,
} from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/require-user';
import { insertCateringRequest, listCateringRequests } from '../catering/catering-requests';
import type { Db as Kysely } from '../db/connect-database';
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

/**
 * The customer a request is signed in as, or null. A public form never fails for a stale session,
 * nor for a session cookie that came with another site's post: the request is kept, only without
 * an owner.
 */
async function signedInUserId(db: Kysely, request: FastifyRequest): Promise<number | null> {
  try {
    return (await requireUser(db, request)).id;
  } catch {
    return null;
  }
}

/**
 * Catering requests: anyone planning an event may ask, no account needed; a signed-in customer's
 * request is theirs, and they can list theirs.
 */
export function registerCateringRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.post('/catering/orders', async (request, reply) => {
    const payload = parsePayload(cateringPayloadSchema, request.body);
    const bundle = findCateringBundle(payload.bundleId);
    if (!bundle) throw notFound('Catering bundle not found');
    // The bundle's guest range, the date and the province's towns, by the contract's own rules.
    parsePayload(cateringOrderFormFor(bundle, todayInUtc(new Date())), payload);
    const uuid = await insertCateringRequest(db, payload, await signedInUserId(db, request));
    return reply
      .status(201)
      .send({ success: true, message: 'Catering request received', data: { uuid, reference: shortReference('CAT', uuid) } });
  });

  app.get('/catering-requests', async (request) => {
    const user = await requireUser(db, request);
    return { success: true, data: await listCateringRequests(db, user.id) };
  });
}
