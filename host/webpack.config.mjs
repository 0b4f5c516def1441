// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfigs } from '@storefront/platform/webpack-server.mjs';
import { stack } from '../scripts/stack.mjs';
import { runtimeConfigFromEnv } from '@storefront/platform/server/config-from-env.mjs';

const hostService = stack().find((service) => service.name === 'host');

/** The host: no remote URLs at build time; it reads them from `/config.json` when it starts. */
// The browser build and the Node.js build for server rendering, from the platform's one configuration.
export default createAppConfigs({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'host',
  port: 3000,
  title: 'Order food online in Zambia',
  isHost: true,
  // Gzip KiB a production build may not exceed (the platform's build budgets), about 15% above the sizes
  // measured when they were set: main.js 26.4 (the federation runtime, whose core the remotes use
  // too), libraries and contract 164.2; the largest chunk the layout with the data routes of the
  // remotes' pages and the start, 10.8.
  budgets: { entryKb: 30.5, chunkKb: 12.5, sharedKb: 188 },
  // The page reads its configuration first thing (load-runtime-config.ts): fetched with the scripts.
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
