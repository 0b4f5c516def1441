import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { runtimeConfigSchema } from '@storefront/shared/schemas';
import Fastify from 'fastify';
import path from 'node:path';
import { runtimeConfigFromEnv } from './config-from-env.mjs';

/**
 * The host in production: its build, `/config.json` from the environment (never cached, so a
 * remote's release is a config change), and `/api` proxied to the backend.
 */
async function main(): Promise<void> {
  const config = runtimeConfigSchema.parse(runtimeConfigFromEnv(process.env));
  const root = path.resolve(__dirname, '../dist');
  const app = Fastify({ logger: false });

  await app.register(fastifyHttpProxy, {
    upstream: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4000',
    prefix: '/api',
    rewritePrefix: '/api',
  });

  app.get('/config.json', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return config;
  });

  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    setHeaders(response, filePath) {
      const immutable = /\.[0-9a-f]{12}\.js$/.test(filePath);
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // Every other path is a client-side route: the app shell answers and the router decides.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || path.extname(request.url.split('?')[0] ?? '') !== '') {
      return reply.code(404).send({ message: 'Not found' });
    }
    void reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
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

void main();
