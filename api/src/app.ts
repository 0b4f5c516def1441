import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppDeps } from './app-deps';
import { registerErrorHandling } from './http/error-handling';
import { registerCatalogRoutes } from './routes/catalog';
import { registerHealthRoutes } from './routes/health';
import { registerImageRoutes } from './routes/images';
import { registerSettingsRoutes } from './routes/settings';

export interface BuildAppOptions extends AppDeps {
  logger?: FastifyServerOptions['logger'];
}

/**
 * JSON bodies here are small (orders, forms); the cap keeps one request from tying up memory.
 * A route that takes uploads (job applications) raises it for itself.
 */
const bodyLimitBytes = 100 * 1024;

/** The reference backend: every route under /api, errors as `{ success: false, message }`. */
export function buildApp({ db, config, logger = false }: BuildAppOptions): FastifyInstance {
  const app = Fastify({ logger, bodyLimit: bodyLimitBytes });
  registerErrorHandling(app);

  const deps: AppDeps = { db, config };
  app.register(
    async (api) => {
      registerHealthRoutes(api, deps);
      registerCatalogRoutes(api, deps);
      registerSettingsRoutes(api, deps);
      registerImageRoutes(api);
    },
    { prefix: '/api' },
  );
  return app;
}
