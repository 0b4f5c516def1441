import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps';

export function registerHealthRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/health', async () => {
    // Touch the database so a health check fails when storage does.
    await sql`select 1`.execute(db);
    return { success: true, status: 'ok' };
  });
}
