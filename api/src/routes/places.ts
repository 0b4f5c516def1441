import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { parseInput } from '../http/parse-input';
import { searchPlaces } from '../places/place-search';

const placesQuery = z.object({
  query: z.string().max(100, 'The search text is too long (at most 100 characters).').default(''),
});

/** The place search for address entry when no maps key is configured, so it works offline. */
export function registerPlaceRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/places', async (request) => {
    const { query } = parseInput(placesQuery, request.query);
    return { data: await searchPlaces(db, query) };
  });
}
