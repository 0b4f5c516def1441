/**
 * The entry of the host's Node.js build (shared/platform/webpack-server.mjs → host/dist-ssr/render-entry.js),
 * run by each worker thread of the host's server (the platform's server/render-pool.ts): the
 * platform's renderer with the host's routes.
 */
import { renderWorker } from '@storefront/platform/ssr/render-worker';

export const { loadRenderer, renderTask } = renderWorker(async () => (await import('../src/routes/host-routes')).hostRoutes);
