// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfigs } from '@storefront/tooling/webpack-server.mjs';
import { stack } from '../scripts/stack.mjs';
import { runtimeConfigFromEnv } from './server/config-from-env.mjs';

const hostService = stack().find((service) => service.name === 'host');

/** The host: no remote URLs at build time; it reads them from `/config.json` when it starts. */
// The browser build and the Node.js build for server rendering (tooling/webpack-server.mjs).
export default createAppConfigs({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'host',
  port: 3000,
  title: 'Order food online in Zambia',
  isHost: true,
  // Gzip KiB a production build may not exceed (tooling/budgets.mjs), about 15% above the sizes
  // measured when they were set: main.js 3.9 (webpack's own container runtime), libraries and
  // contract 163.3; the largest chunk the federation runtime's core, 20.4, fetched only to lend it
  // to a remote built against contract 1.3 (the largest other, the layout with the data routes of
  // the remotes' pages and the start, 10.3).
  budgets: { entryKb: 4.5, chunkKb: 23.5, sharedKb: 188 },
  // The page reads its configuration first thing (load-runtime-config.ts): fetched with the scripts.
  htmlPreloadFetches: ['/config.json'],
  publicDir: 'public',
  // In the browser the host is one of webpack's own containers: its federation API is answered on
  // webpack's container runtime (the server build keeps the federation runtime).
  browserFederation: path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/features/remotes/webpack-federation.ts'),
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
