import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { findCateringBundle, shortReference, type CateringOrderPayload, type cateringRequestSchema } from '@storefront/api-client/schemas';
import type { Db } from '../db/connect-database';

export type CateringRequestAnswer = z.input<typeof cateringRequestSchema>;

/**
 * Keeps a catering request for the catering team to call back, as the signed-in customer's when
 * there is one; answers its uuid.
 */
export async function insertCateringRequest(
  db: Db,
  request: CateringOrderPayload,
  userId: number | null = null,
): Promise<string> {
  const uuid = randomUUID();
  const diet = request.dietaryRestrictions;
  await db
    .insertInto('catering_requests')
    .values({
      uuid,
      user_id: userId,
      bundle_id: String(request.bundleId),
      name: request.name,
      email: request.email,
      phone: request.phone,
      event_type: request.eventType,
      guest_count: request.guestCount,
      event_date: request.eventDate,
      province: request.province,
      city: request.city,
      address: request.address,
      contact_preference: request.contactPreference,
      special_requests: request.specialRequests?.trim() || null,
      vegetarian: diet.vegetarian ? 1 : 0,
      vegan: diet.vegan ? 1 : 0,
      gluten_free: diet.glutenFree ? 1 : 0,
      nut_free: diet.nutFree ? 1 : 0,
    })
    .execute();
  return uuid;
}

/** A customer's own catering requests, newest first. */
export async function listCateringRequests(db: Db, userId: number): Promise<CateringRequestAnswer[]> {
  const rows = await db
    .selectFrom('catering_requests')
    .select(['uuid', 'bundle_id', 'event_type', 'guest_count', 'event_date', 'province', 'city', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    reference: shortReference('CAT', row.uuid),
    bundle_title: findCateringBundle(row.bundle_id)?.title ?? null,
  }));
}
