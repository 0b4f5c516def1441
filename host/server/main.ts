import { runtimeConfigSchema } from '@storefront/contract/boundary';
import path from 'node:path';
import { buildServer } from './build-server';
import { runtimeConfigFromEnv } from './config-from-env.mjs';
import { serverManifestUrlsFromEnv } from './remote-preloads';

async function main(): Promise<void> {
  const app = await buildServer({
    config: runtimeConfigSchema.parse(runtimeConfigFromEnv(process.env)),
    distDir: path.resolve(__dirname, '../dist'),
    apiProxyTarget: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4000',
    serverManifests: serverManifestUrlsFromEnv(process.env),
  });
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 3000);
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
