// @ts-check
/**
 * Serves a remote's production build to the host's origin, its manifest and entry uncached so a
 * release is visible at once. Run as `node serve-remote.mjs [dist]`, with HOST and PORT.
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * For the scripts and the manifest the host's page loads (the entry with a plain script element):
 * not to be sniffed, loadable from another origin, and without the headers of a document, which a
 * remote's production build does not have: they would only cost every answer their bytes.
 * @type {import('@fastify/helmet').FastifyHelmetOptions}
 */
const EVERY_ANSWER_HEADERS = {
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

/** Source maps are written outside the build's folder; one left in it is not sent either. */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/;

/** A chunk's name carries a hash of its content, so its content never changes. */
const HASHED_CHUNK = /\.[0-9a-f]{12}\.js(\.br|\.gz)?$/;

/**
 * @param {{ setHeader(name: string, value: string): unknown }} response
 * @param {string} filePath the file sent, a `.br` or `.gz` variant included
 */
function setCacheControl(response, filePath) {
  response.setHeader('Cache-Control', HASHED_CHUNK.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * One URL answers brotli, gzip or plain bytes, so a cache must keep them apart; CORS has put
 * `Origin` in `Vary` already.
 * @param {import('fastify').FastifyReply} reply
 */
function varyOnEncoding(reply) {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current.split(',').map((name) => name.trim()).filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding')) void reply.header('Vary', [...names, 'Accept-Encoding'].join(', '));
}

/** @param {{ root: string }} options `root`: the remote's build folder */
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
