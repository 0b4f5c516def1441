import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { createAddressPayloadSchema } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { countAddresses, deleteAddress, insertAddress, listAddresses, toAddressAnswer } from '../addresses/address-queries';
import { requireUser } from '../auth/require-user';
import { notFound, unprocessable } from '../http/http-error';
import { parseInput, parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';

/** Enough for any household; a bound so one account cannot grow without end. */
const MAX_ADDRESSES_PER_USER = 50;

const addressPayloadSchema = withTextLimits(createAddressPayloadSchema, { address: 300, location: 200, label: 50 });

interface Coordinates {
  latitude: number | null;
  longitude: number | null;
}

const addressParams = z.object({ uuid: z.string() });

/**
 * A coordinate string of the contract as a number; '' and '0' are "unknown" (null), anything else
 * must be a number within `limit`.
 */
function coordinate(text: string, field: 'latitude' | 'longitude', limit: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isFinite(value) || Math.abs(value) > limit) throw unprocessable(`The ${field} is not a valid coordinate.`);
  return value === 0 ? null : value;
}

/** A place is known by both coordinates or not at all: half a point cannot be priced or reached. */
function coordinates(latitudeText: string, longitudeText: string): Coordinates {
  const latitude = coordinate(latitudeText, 'latitude', 90);
  const longitude = coordinate(longitudeText, 'longitude', 180);
  return latitude === null || longitude === null ? { latitude: null, longitude: null } : { latitude, longitude };
}

/** The signed-in customer's delivery addresses; nobody sees another customer's. */
export function registerAddressRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/address', async (request) => {
    const user = await requireUser(db, request);
    return { success: true, data: (await listAddresses(db, user.id)).map(toAddressAnswer) };
  });

  app.post('/address', async (request, reply) => {
    const user = await requireUser(db, request);
    const payload = parsePayload(addressPayloadSchema, request.body);
    if (payload.address.trim() === '') throw unprocessable('Please select an address');
    const point = coordinates(payload.latitude, payload.longitude);
    if ((await countAddresses(db, user.id)) >= MAX_ADDRESSES_PER_USER) {
      throw unprocessable(`You can keep at most ${MAX_ADDRESSES_PER_USER} addresses. Please remove one first.`);
    }
    const address = await insertAddress(db, user.id, {
      label: payload.label?.trim() || null,
      address: payload.address.trim(),
      address_line: payload.address_line?.trim() || null,
      location: payload.location.trim(),
      ...point,
    });
    return reply
      .status(201)
      .send({ success: true, message: 'Address added successfully', data: { address: toAddressAnswer(address) } });
  });

  app.delete('/address/:uuid', async (request) => {
    const user = await requireUser(db, request);
    const { uuid } = parseInput(addressParams, request.params);
    if (!(await deleteAddress(db, user.id, uuid))) throw notFound('Address not found');
    return { success: true, message: 'Address removed successfully' };
  });
}
