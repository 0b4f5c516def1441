/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../build-server';

const config = {
  apiUrl: '/api',
  contentUrl: '/api',
  remotes: {
    shop: 'http://localhost:3001/mf-manifest.json',
    account: 'http://localhost:3002/mf-manifest.json',
    content: 'http://localhost:3003/mf-manifest.json',
    careers: 'http://localhost:3004/mf-manifest.json',
  },
};

describe('the host server', () => {
  let distDir: string;
  let backend: FastifyInstance;
  let host: FastifyInstance;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(distDir, '513.0123456789ab.js'), 'chunk');
    backend = Fastify();
    backend.get('/api/products', async (request) => ({ proxied: true, url: request.url }));
    await backend.listen({ host: '127.0.0.1', port: 0 });
    const address = backend.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    host = await buildServer({ config, distDir, apiProxyTarget: `http://127.0.0.1:${port}` });
  });

  afterAll(async () => {
    await host.close();
    await backend.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers /config.json from its configuration, never cached', async () => {
    const response = await host.inject('/config.json');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(config);
  });

  it('proxies /api to the backend with path and query', async () => {
    const response = await host.inject('/api/products?page=2');
    expect(response.json()).toEqual({ proxied: true, url: '/api/products?page=2' });
  });

  it('answers client-side routes with the app shell, and missing files with 404', async () => {
    const page = await host.inject('/food/some-uuid');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect((await host.inject('/missing.js')).statusCode).toBe(404);
  });

  it('caches hashed chunks for a year and the shell not at all', async () => {
    expect((await host.inject('/513.0123456789ab.js')).headers['cache-control']).toContain('immutable');
    expect((await host.inject('/')).headers['cache-control']).toBe('no-cache');
  });
});
