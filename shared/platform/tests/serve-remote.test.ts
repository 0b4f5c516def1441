/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildRemoteServer } from '../serve-remote.mjs';

const remoteEntry = `var shop;(()=>{${'var federation={init(){},get(){}};'.repeat(100)}})();`;
const chunk = `(self.webpackChunkshop=self.webpackChunkshop||[]).push([[638],{${'638:()=>{},'.repeat(200)}}]);`;
const manifest = JSON.stringify({ id: 'shop', name: 'shop', exposes: Array.from({ length: 40 }, (_, index) => ({ id: `shop:${index}`, path: `./m${index}` })) });

describe('the remote server', () => {
  let dist: string;
  let server: FastifyInstance;

  /** What the production build writes (webpack-app.mjs): the file, its .br and its .gz. */
  function writeCompressed(name: string, text: string) {
    writeFileSync(path.join(dist, name), text);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
  }

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
    writeCompressed('remoteEntry.js', remoteEntry);
    writeCompressed('mf-manifest.json', manifest);
    writeCompressed('638.47850d3ef61d.js', chunk);
    writeFileSync(path.join(dist, '568.dc93be23c86b.js'), 'small();');
    // Maps a build left in the served folder (the build writes them elsewhere).
    writeFileSync(path.join(dist, '638.47850d3ef61d.js.map'), '{"version":3,"sources":["webpack://shop/./src/cart.ts"]}');
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'remoteEntry.js.map'), '{"version":3,"sources":["webpack://shop/./src/cart.ts"]}');
    server = await buildRemoteServer({ root: dist });
  });

  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a .js request with the brotli file when the browser accepts br, and gzip when only that', async () => {
    const br = await server.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(remoteEntry);

    const gzip = await server.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(remoteEntry);
  });

  it('sends plain bytes to a browser that accepts no compression, and files the build left uncompressed', async () => {
    const plain = await server.inject({ url: '/remoteEntry.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(remoteEntry);

    const small = await server.inject({ url: '/568.dc93be23c86b.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('small();');
  });

  it('compresses the manifest as JSON, never cached, readable from the host origin', async () => {
    const response = await server.inject({
      url: '/mf-manifest.json',
      headers: { 'accept-encoding': 'br', origin: 'http://localhost:3000' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(JSON.parse(manifest));
  });

  it('keeps hashed chunks for a year and the entry revalidated, and varies every answer on Accept-Encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const hashed = await server.inject({ url: '/638.47850d3ef61d.js', headers: { 'accept-encoding': encoding } });
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(hashed.headers.vary).toBe('Origin, Accept-Encoding');
      const entry = await server.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': encoding } });
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(entry.headers.vary).toBe('Origin, Accept-Encoding');
    }
  });

  it('never sends a source map, of its browser build or its server build', async () => {
    for (const url of ['/638.47850d3ef61d.js.map', '/server/remoteEntry.js.map']) {
      const response = await server.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('sources');
    }
  });

  it('sends nosniff with every answer, lets other origins load its files, and no page headers on them', async () => {
    for (const url of ['/remoteEntry.js', '/mf-manifest.json', '/health', '/missing.js']) {
      const response = await server.inject(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('answers its health check', async () => {
    expect((await server.inject('/health')).json()).toEqual({ ok: true });
  });
});
