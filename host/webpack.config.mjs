// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfigs } from '@storefront/platform/webpack-server.mjs';
import { stack } from '../scripts/stack.mjs';
import { runtimeConfigFromEnv } from '@storefront/platform/server/config-from-env.mjs';

const hostService = stack().find((service) => service.name === 'host');

// No remote URLs at build time: the host reads them from `/config.json` when it starts.
export default createAppConfigs({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'host',
  port: 3000,
  title: 'Order food online in Zambia',
  isHost: true,
  // Gzip KiB, about 15% above main.js 26.4, libraries and contract 164.2, the largest chunk 10.8 when set.
  budgets: { entryKb: 30.5, chunkKb: 12.5, sharedKb: 188 },
  // Read first thing (load-runtime-config.ts): fetched with the scripts.
  htmlPreloadFetches: ['/config.json'],
  publicDir: 'public',
  devServer: {
    setupMiddlewares(middlewares, devServer) {
      devServer.app?.get('/config.json', (_request, response) => {
        response.set('Cache-Control', 'no-store');
        response.json(runtimeConfigFromEnv({ ...hostService?.env, ...process.env }));
      });
      return middlewares;
    },
  },
});
