import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { readAppSettings } from '../catalog/pricing-queries';

export function registerSettingsRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/app/settings', async () => ({ success: true, ...readAppSettings(db) }));
}
