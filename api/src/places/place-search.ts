import { sql } from 'kysely';
import type { z } from 'zod';
import type { placeSchema } from '@storefront/api-client/schemas';
import type { Db } from '../db/connect-database';
import { likeNoCase } from '../db/no-case';
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
const kindRank = sql<number>`case kind when 'city' then 0 when 'town' then 1 when 'suburb' then 2 when 'road' then 3 else 4 end`;

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
export async function searchPlaces(db: Db, query: string): Promise<PlaceAnswer[]> {
  const text = query.trim();
  const places = db.selectFrom('places').select(['id', 'name', 'area', 'latitude', 'longitude']);
  if (text === '') {
    const rows = await places.orderBy(kindRank).orderBy('id').limit(MAX_PLACES).execute();
    return rows.map(toAnswer);
  }
  const literal = likeLiteral(text);
  const contains = `%${literal}%`;
  const rows = await places
    .select((eb) =>
      eb
        .case()
        .when(likeNoCase(eb.ref('name'), `${literal}%`))
        .then(eb.lit(0))
        .when(likeNoCase(eb.ref('name'), contains))
        .then(eb.lit(1))
        .else(eb.lit(2))
        .end()
        .as('match_rank'),
    )
    .where((eb) => eb.or([likeNoCase(eb.ref('name'), contains), likeNoCase(eb.ref('area'), contains)]))
    .orderBy('match_rank')
    .orderBy(kindRank)
    .orderBy('name')
    .orderBy('id')
    .limit(MAX_PLACES)
    .execute();
  return rows.map(toAnswer);
}
