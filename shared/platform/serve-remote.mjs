// @ts-check
/**
 * Serves a remote's production build (`dist/`) to the host's origin: static files with CORS, the
 * manifest and remote entry never cached (a release is visible at once), hashed chunks cached long,
 * and each file in the compressed variant the browser accepts (the build writes `.br` and `.gz`
 * beside it, webpack-app.mjs). Run as `node serve-remote.mjs [dist]`; reads HOST and PORT from the
 * environment.
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What every answer carries (helmet): a remote serves scripts and its manifest to the host's page,
 * which carries the page's own policy; they are never to be sniffed as anything else, and other
 * origins (the host's) may load them (`Cross-Origin-Resource-Policy: cross-origin`: the host loads
 * a remote's entry with a plain script element). The headers that speak of a document are left
 * out: a remote's production build has no page, and on a script they would cost every answer
 * their bytes.
 * @type {import('@fastify/helmet').FastifyHelmetOptions}
 */
export const EVERY_ANSWER_HEADERS = {
  global: true,
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** Source maps are written outside the build's folder (webpack-app.mjs); one left in it is not sent either. */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/;

/** Chunk names carry a 12-character content hash (webpack-app.mjs), so they never change. */
const HASHED_CHUNK = /\.[0-9a-f]{12}\.js(\.br|\.gz)?$/;

/**
 * The cache policy of every file served, by its name (`filePath` is the file sent, a `.br` or
 * `.gz` variant included).
 * @param {{ setHeader(name: string, value: string): unknown }} response
 * @param {string} filePath
 */
export function setCacheControl(response, filePath) {
  response.setHeader('Cache-Control', HASHED_CHUNK.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Adds `Accept-Encoding` to the `Vary` header an answer already has (CORS puts `Origin` there):
 * one URL answers brotli, gzip or plain bytes, so a cache must keep them apart.
 * @param {import('fastify').FastifyReply} reply
 */
function varyOnEncoding(reply) {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current.split(',').map((name) => name.trim()).filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding')) void reply.header('Vary', [...names, 'Accept-Encoding'].join(', '));
}

/**
 * @param {{ root: string }} options `root`: the remote's build folder
 */
export async function buildRemoteServer({ root }) {
  const app = Fastify({ logger: false });
  await app.register(helmet, EVERY_ANSWER_HEADERS);
  await app.register(cors, { origin: true });
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    preCompressed: true,
    allowedPath: (pathName) => !SOURCE_MAP.test(pathName),
    setHeaders: setCacheControl,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    varyOnEncoding(reply);
    return payload;
  });
  app.get('/health', async () => ({ ok: true }));
  return app;
}

async function main() {
  const root = path.resolve(process.argv[2] ?? 'dist');
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 3001);
  const app = await buildRemoteServer({ root });
  await app.listen({ host, port });
  console.log(`remote ${path.basename(path.dirname(root))} serving ${root} on http://${host}:${port}`);

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

/** True when node runs this file (not when a test imports it). */
function startedAsProgram() {
  try {
    return realpathSync(process.argv[1] ?? '') === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (startedAsProgram()) {
  main().catch((/** @type {unknown} */ error) => {
    console.error(error);
    process.exit(1);
  });
}
