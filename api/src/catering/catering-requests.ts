import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { findCateringBundle, shortReference, type CateringOrderPayload, type cateringRequestSchema } from '@storefront/api-client/schemas';
import type { Db } from '../db/open-database';

export type CateringRequestAnswer = z.input<typeof cateringRequestSchema>;

/**
 * Keeps a catering request for the catering team to call back, as the signed-in customer's when
 * there is one; answers its uuid.
 */
export function insertCateringRequest(db: Db, request: CateringOrderPayload, userId: number | null = null): string {
  const uuid = randomUUID();
  const diet = request.dietaryRestrictions;
  db.prepare(
    `INSERT INTO catering_requests (uuid, user_id, bundle_id, name, email, phone, event_type, guest_count, event_date, province,
       city, address, contact_preference, special_requests, vegetarian, vegan, gluten_free, nut_free)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    uuid,
    userId,
    String(request.bundleId),
    request.name,
    request.email,
    request.phone,
    request.eventType,
    request.guestCount,
    request.eventDate,
    request.province,
    request.city,
    request.address,
    request.contactPreference,
    request.specialRequests?.trim() || null,
    diet.vegetarian ? 1 : 0,
    diet.vegan ? 1 : 0,
    diet.glutenFree ? 1 : 0,
    diet.nutFree ? 1 : 0,
  );
  return uuid;
}

interface CateringRequestRow {
  uuid: string;
  bundle_id: string;
  event_type: string;
  guest_count: number;
  event_date: string;
  province: string;
  city: string;
  status: string;
  created_at: string;
}

/** A customer's own catering requests, newest first. */
export function listCateringRequests(db: Db, userId: number): CateringRequestAnswer[] {
  const rows = db
    .prepare(
      `SELECT uuid, bundle_id, event_type, guest_count, event_date, province, city, status, created_at
       FROM catering_requests WHERE user_id = ? ORDER BY created_at DESC, id DESC`,
    )
    .all(userId) as CateringRequestRow[];
  return rows.map((row) => ({
    ...row,
    reference: shortReference('CAT', row.uuid),
    bundle_title: findCateringBundle(row.bundle_id)?.title ?? null,
  }));
}
