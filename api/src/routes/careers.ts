import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { listActiveCareers } from '../content/career-queries';
import { parseInput } from '../http/parse-input';
import { queryFlagSchema, queryTextSchema } from './query-flags';

/** `type` or `job_type`, `featured` or `is_featured`, `q` or `search`: clients send either name, so both are read. */
const careersQuery = z.object({
  location: queryTextSchema.optional(),
  type: queryTextSchema.optional(),
  job_type: queryTextSchema.optional(),
  department: queryTextSchema.optional(),
  featured: queryFlagSchema.optional(),
  is_featured: queryFlagSchema.optional(),
  q: queryTextSchema.optional(),
  search: queryTextSchema.optional(),
});

const valueParams = z.object({ value: queryTextSchema });

/** Active job openings, filtered; every answer is `{ careers: [...] }`. */
export function registerCareerRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/careers', async (request) => {
    const query = parseInput(careersQuery, request.query);
    const careers = await listActiveCareers(db, {
      location: query.location,
      type: query.type || query.job_type,
      department: query.department,
      featured: query.featured ?? query.is_featured,
      q: query.q || query.search,
    });
    return { success: true, careers };
  });

  app.get('/careers/featured', async () => ({ success: true, careers: await listActiveCareers(db, { featured: true }) }));

  app.get('/careers/location/:value', async (request) => {
    const { value } = parseInput(valueParams, request.params);
    return { success: true, careers: await listActiveCareers(db, { location: value }) };
  });

  app.get('/careers/type/:value', async (request) => {
    const { value } = parseInput(valueParams, request.params);
    return { success: true, careers: await listActiveCareers(db, { type: value }) };
  });
}
