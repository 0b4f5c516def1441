import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { catalogVersionReader } from '../catalog/catalog-version';
import { readAppSettings } from '../catalog/pricing-queries';
import { CATALOG_CACHE } from '../http/cache-control';
import { sendPrepared, VersionedJsonAnswer } from '../http/prepared-answer';

/** Pricing settings and tips, read on every page that shows a price: kept serialised until they change. */
export function registerSettingsRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const settings = new VersionedJsonAnswer(catalogVersionReader(db), async () => ({ success: true, ...(await readAppSettings(db)) }));
  app.get('/app/settings', async (request, reply) =>
    sendPrepared(request, reply, await settings.current(), { cacheControl: CATALOG_CACHE }),
  );
}
