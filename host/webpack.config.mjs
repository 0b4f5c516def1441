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
  // measured when they were set: main.js 25.6, libraries and contract 156.6; the largest chunk, the
  // layout with the data routes of the remotes' pages, 8.7 once the start (bootstrap.tsx) came with
  // it, run in steps.
  budgets: { entryKb: 30, chunkKb: 10, sharedKb: 180 },
  // The page reads its configuration first thing (load-runtime-config.ts): fetched with the scripts.
  htmlPreloadFetches: ['/config.json'],
  publicDir: 'public',
  // Lends the federation runtime's core to remotes built against contract 1.3, which carry none of their own.
  runtimePlugins: [path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/features/remotes/provide-runtime-core.ts')],
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
