import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';

export function registerHealthRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/health', async () => {
    // Touch the database so a health check fails when storage does.
    db.prepare('SELECT 1').get();
    return { success: true, status: 'ok' };
  });
}
