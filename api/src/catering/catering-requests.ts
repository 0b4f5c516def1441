import { randomUUID } from 'node:crypto';
import type { CateringOrderPayload } from '@storefront/api-client/schemas';
import type { Db } from '../db/open-database';

/** Keeps a catering request for the catering team to call back; answers its uuid. */
export function insertCateringRequest(db: Db, request: CateringOrderPayload): string {
  const uuid = randomUUID();
  const diet = request.dietaryRestrictions;
  db.prepare(
    `INSERT INTO catering_requests (uuid, bundle_id, name, email, phone, event_type, guest_count, event_date, province,
       city, address, contact_preference, special_requests, vegetarian, vegan, gluten_free, nut_free)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    uuid,
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
