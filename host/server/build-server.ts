import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@storefront/shared/schemas';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';

/** Hashed chunks never change, so they are cached for a year; everything else is revalidated. */
const HASHED_CHUNK = /\.[0-9a-f]{12}\.js$/;

/**
 * The host in production: its build, `/config.json` from the environment (never cached, so a
 * remote's release is a config change), and `/api` proxied to the backend.
 */
export async function buildServer(options: {
  config: RuntimeConfig;
  distDir: string;
  apiProxyTarget: string;
}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });

  await app.register(fastifyHttpProxy, {
    upstream: options.apiProxyTarget,
    prefix: '/api',
    rewritePrefix: '/api',
  });

  app.get('/config.json', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return options.config;
  });

  await app.register(fastifyStatic, {
    root: options.distDir,
    cacheControl: false,
    setHeaders(response, filePath) {
      response.setHeader('Cache-Control', HASHED_CHUNK.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // Any other page path is a client-side route: the app shell answers and the router decides
  // (its not-found page included). A missing file stays a 404.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (request.method !== 'GET' || path.extname(pathname) !== '') {
      return reply.code(404).send({ message: 'Not found' });
    }
    void reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });

  return app;
}
