import { availableParallelism } from 'node:os';
import path from 'node:path';
import { buildServer } from '@storefront/platform/server/build-server';
import { createConfigurationSource } from '@storefront/platform/server/host-configuration';
import { MANIFEST_CHECK_MS } from '@storefront/platform/server/manifest-watch';
import type { RenderingOptions } from '@storefront/platform/server/page-rendering';
import { publicOriginFrom } from '@storefront/platform/server/public-origin';

/** Unless `SSR=0`: at most two workers (the API and the static files need the other cores), each rendering several pages as they wait on their reads. */
function renderingFromEnv(env: NodeJS.ProcessEnv): RenderingOptions | undefined {
  if (env.SSR === '0') return undefined;
  return {
    entry: env.SSR_ENTRY ? path.resolve(env.SSR_ENTRY) : path.resolve(__dirname, '../dist-ssr/render-entry.js'),
    threads: Number(env.SSR_THREADS ?? Math.min(2, availableParallelism())),
    pagesPerWorker: 16,
    pageBudgetMs: Number(env.SSR_PAGE_BUDGET_MS ?? 300),
    renderBudgetMs: 1000,
    warmUpWaitMs: 3000,
    timeoutMs: 5000,
    pageCacheMs: Number(env.PAGE_CACHE_MS ?? 1000),
    manifestCheckMs: Number(env.MANIFEST_CHECK_MS ?? MANIFEST_CHECK_MS),
  };
}

async function main(): Promise<void> {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 3000);
  const app = await buildServer({
    configuration: createConfigurationSource(process.env),
    // With SSR_ENTRY: another build of the host, as the benchmark serves its single-bundle build.
    distDir: process.env.HOST_DIST_DIR ? path.resolve(process.env.HOST_DIST_DIR) : path.resolve(__dirname, '../dist'),
    apiProxyTarget: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4000',
    rendering: renderingFromEnv(process.env),
    publicOrigin: publicOriginFrom(process.env.PUBLIC_ORIGIN, port),
    trustedProxies: (process.env.TRUSTED_PROXIES ?? '').split(',').map((entry) => entry.trim()).filter(Boolean),
  });
  await app.listen({ host, port });
  console.log(`host serving on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
