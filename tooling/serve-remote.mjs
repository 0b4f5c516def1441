// @ts-check
/**
 * Serves a remote's production build (`dist/`) to the host's origin: static files with CORS, the
 * manifest and remote entry never cached (a release is visible at once), hashed chunks cached long.
 * Reads HOST and PORT from the environment.
 */
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'dist');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3001);

const app = Fastify({ logger: false });
await app.register(cors, { origin: true });
await app.register(fastifyStatic, {
  root,
  cacheControl: false,
  setHeaders(response, filePath) {
    // Chunk names carry a 12-character content hash (webpack-app.mjs), so they never change.
    const immutable = /\.[0-9a-f]{12}\.js$/.test(filePath);
    response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});
app.get('/health', async () => ({ ok: true }));

await app.listen({ host, port });
console.log(`remote ${path.basename(path.dirname(root))} serving ${root} on http://${host}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
