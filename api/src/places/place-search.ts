import type { z } from 'zod';
import type { placeSchema } from '@storefront/api-client/schemas';
import type { Db } from '../db/open-database';
import { likeLiteral } from '../lib/like-literal';

export type PlaceAnswer = z.input<typeof placeSchema>;

/** Address search shows a short list, as a maps provider's suggestions would be. */
export const MAX_PLACES = 10;

interface PlaceRow {
  id: number;
  name: string;
  area: string;
  latitude: number;
  longitude: number;
}

/** Cities and towns before the suburbs, roads and landmarks inside them. */
const kindRank = `CASE kind WHEN 'city' THEN 0 WHEN 'town' THEN 1 WHEN 'suburb' THEN 2 WHEN 'road' THEN 3 ELSE 4 END`;

function toAnswer(row: PlaceRow): PlaceAnswer {
  return {
    id: String(row.id),
    description: row.name === row.area ? row.name : `${row.name}, ${row.area}`,
    area: row.area,
    latitude: String(row.latitude),
    longitude: String(row.longitude),
  };
}

/**
 * Places whose name or area contains `query` (without regard to case): names starting with it
 * first, then names containing it, then places in a matching area. An empty query suggests the
 * cities and towns, in the order of the seed list (largest first).
 */
export function searchPlaces(db: Db, query: string): PlaceAnswer[] {
  const text = query.trim();
  if (text === '') {
    const rows = db
      .prepare(`SELECT id, name, area, latitude, longitude FROM places ORDER BY ${kindRank}, id LIMIT ?`)
      .all(MAX_PLACES) as PlaceRow[];
    return rows.map(toAnswer);
  }
  const literal = likeLiteral(text);
  const rows = db
    .prepare(
      `SELECT id, name, area, latitude, longitude,
              CASE WHEN name LIKE @prefix ESCAPE '\\' THEN 0
                   WHEN name LIKE @contains ESCAPE '\\' THEN 1
                   ELSE 2 END AS match_rank
       FROM places
       WHERE name LIKE @contains ESCAPE '\\' OR area LIKE @contains ESCAPE '\\'
       ORDER BY match_rank, ${kindRank}, name
       LIMIT @limit`,
    )
    .all({ prefix: `${literal}%`, contains: `%${literal}%`, limit: MAX_PLACES }) as PlaceRow[];
  return rows.map(toAnswer);
}
