/** The entry of the host's Node.js build, run by each render worker: the platform's renderer with the host's routes. */
import { renderWorker } from '@storefront/platform/ssr/render-worker';

export const { loadRenderer } = renderWorker(async () => (await import('../src/routes/host-routes')).hostRoutes);
