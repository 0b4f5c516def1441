/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildServer, readShellScripts } from '../build-server';

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

const entryScript = `(()=>{${'var federation={};'.repeat(200)}})();`;
const shell = '<!doctype html><html><head><title>ZamEats</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

describe('the host server', () => {
  let distDir: string;
  let backend: FastifyInstance;
  let host: FastifyInstance;

  function writeCompressed(name: string, text: string) {
    writeFileSync(path.join(distDir, name), text);
    writeFileSync(path.join(distDir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(distDir, `${name}.gz`), gzipSync(text));
  }

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), shell);
    writeFileSync(path.join(distDir, '513.0123456789ab.js'), 'chunk');
    // What the production build writes (webpack-app.mjs): each file with its .br and .gz beside it.
    writeCompressed('main.js', entryScript);
    // A map a build left in the served folder (the build writes them elsewhere).
    writeFileSync(path.join(distDir, 'main.js.map'), '{"version":3,"sources":["webpack://host/./src/app.tsx"]}');
    writeCompressed('887.abcdef012345.js', entryScript);
    writeCompressed('index.html', shell);
    // The host's scripts as its build lists them, the largest first (shared/platform/shell-preload.mjs).
    writeFileSync(path.join(distDir, 'shell-scripts.json'), JSON.stringify(['/main.js', '/887.abcdef012345.js']));
    backend = Fastify();
    backend.get('/api/products', async (request) => ({ proxied: true, url: request.url }));
    backend.get('/api/whoami', async (request) => ({
      forwardedFor: request.headers['x-forwarded-for'],
      forwardedHost: request.headers['x-forwarded-host'],
      forwardedProto: request.headers['x-forwarded-proto'],
    }));
    backend.get('/api/sandbox/pay/x', async (_request, reply) => reply.header('Content-Security-Policy', "default-src 'none'").send('pay'));
    await backend.listen({ host: '127.0.0.1', port: 0 });
    const address = backend.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // This server renders no page, so it never reads a remote's manifest.
    const fetchText = async (url: string): Promise<string> => {
      throw new Error(`read ${url}`);
    };
    const configuration = { config, serverManifests: {}, key: 'test' };
    host = await buildServer({ configuration: () => configuration, distDir, apiProxyTarget: `http://127.0.0.1:${port}`, fetchText, publicOrigin: 'https://zameats.example' });
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

  it("tells the backend the customer's address, whatever the customer claims", async () => {
    const response = await host.inject({ url: '/api/whoami', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '10.0.0.1' } });
    expect(response.json()).toMatchObject({ forwardedFor: '203.0.113.9' });
  });

  it("behind a trusted load balancer, tells the backend the address the balancer saw, and only from it", async () => {
    const behind = await buildServer({
      configuration: () => ({ config, serverManifests: {}, key: 'test' }),
      distDir,
      apiProxyTarget: `http://127.0.0.1:${(backend.server.address() as { port: number }).port}`,
      publicOrigin: 'https://zameats.example',
      trustedProxies: ['172.29.83.10'],
    });
    try {
      const fromBalancer = await behind.inject({ url: '/api/whoami', remoteAddress: '172.29.83.10', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(fromBalancer.json()).toMatchObject({ forwardedFor: '203.0.113.9' });
      const fromElsewhere = await behind.inject({ url: '/api/whoami', remoteAddress: '198.51.100.4', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(fromElsewhere.json()).toMatchObject({ forwardedFor: '198.51.100.4' });
    } finally {
      await behind.close();
    }
  });

  it('tells the backend the site the browser asked for (its Host, the public scheme), whatever the customer claims', async () => {
    const response = await host.inject({
      url: '/api/whoami',
      headers: { host: 'zameats.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(response.json()).toMatchObject({ forwardedHost: 'zameats.example', forwardedProto: 'https' });
  });

  describe('forms sent to pages', () => {
    const form = (headers: Record<string, string>) =>
      host.inject({ method: 'POST', url: '/menu', headers: { host: 'zameats.example', 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: 'intent=add&meal=m-1' });

    it("refuses another site's form, which would act with the customer's cookies", async () => {
      for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }] as Array<Record<string, string>>) {
        const response = await form(headers);
        expect(response.statusCode).toBe(403);
        expect(response.body).toBe('This request came from another site.');
      }
    });

    it("takes the site's own pages' forms, never kept for anyone else; one no page can answer in time is said so, to send again", async () => {
      // This server renders no page: the form cannot be left to the app in the browser as a page can.
      for (const headers of [{ origin: 'https://zameats.example' }, { 'sec-fetch-site': 'same-origin' }, {}] as Array<Record<string, string>>) {
        const response = await form(headers);
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.body).toContain('We could not answer in time');
        expect(response.body).not.toContain('<script');
      }
    });
  });

  describe('security headers', () => {
    it('sends with every page a Content-Security-Policy that allows only the host, the configured remotes and backend', async () => {
      for (const url of ['/', '/menu', '/no-such-page']) {
        const response = await host.inject(url);
        const policy = String(response.headers['content-security-policy']);
        expect(policy).toContain("default-src 'self'");
        expect(policy).toContain(
          "script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004;",
        );
        expect(policy).toContain("object-src 'none'");
        expect(policy).toContain("frame-ancestors 'none'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
        expect(response.headers['permissions-policy']).toContain('camera=()');
        expect(response.headers['permissions-policy']).toContain('geolocation=()');
        // The public origin is https: browsers are told to come back over HTTPS only.
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      }
    });

    it('sends with every script and JSON file nosniff, its origin only and HTTPS only, and no page policy', async () => {
      for (const url of ['/main.js', '/887.abcdef012345.js', '/config.json', '/missing.js']) {
        const response = await host.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
        expect(response.headers['content-security-policy']).toBeUndefined();
        expect(response.headers['permissions-policy']).toBeUndefined();
        expect(response.headers['x-frame-options']).toBeUndefined();
      }
    });

    it('sends no HSTS for a public origin over plain HTTP (npm start), which it would lock out', async () => {
      const configuration = { config, serverManifests: {}, key: 'test' };
      const plain = await buildServer({ configuration: () => configuration, distDir, apiProxyTarget: 'http://127.0.0.1:9', publicOrigin: 'http://localhost:3000' });
      try {
        for (const url of ['/', '/main.js']) {
          const response = await plain.inject(url);
          expect(response.headers['x-content-type-options']).toBe('nosniff');
          expect(response.headers['strict-transport-security']).toBeUndefined();
        }
      } finally {
        await plain.close();
      }
    });

    it("leaves the backend's own answers and their policy alone", async () => {
      const response = await host.inject('/api/sandbox/pay/x');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    });
  });

  it('never sends a source map', async () => {
    for (const encoding of ['identity', 'br, gzip']) {
      const response = await host.inject({ url: '/main.js.map', headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('sources');
    }
  });

  describe('its own address', () => {
    it('names the public origin in canonical links and robots.txt, whatever the Host header claims', async () => {
      const page = await host.inject({ url: '/menu', headers: { host: 'evil.example' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<link rel="canonical" href="https://zameats.example/menu"/>');
      expect(page.body).toContain('<meta property="og:url" content="https://zameats.example/menu"/>');
      expect(page.body).not.toContain('evil.example');
      const robots = await host.inject({ url: '/robots.txt', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
      expect(robots.body).toContain('Sitemap: https://zameats.example/sitemap.xml');
      expect(robots.body).not.toContain('evil.example');
    });

    it('answers a malformed Host header or request target with 400, never 500', async () => {
      for (const claimed of ['a b', '[::', 'a/b']) {
        const response = await host.inject({ url: '/menu', headers: { host: claimed } });
        expect({ host: claimed, status: response.statusCode }).toEqual({ host: claimed, status: 400 });
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
      const otherSite = await host.inject({ url: '//evil.example/menu' });
      expect(otherSite.statusCode).toBe(400);
    });
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

  describe('compression', () => {
    it('answers a script with the brotli file the build wrote, to a browser that accepts it', async () => {
      const response = await host.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(entryScript);
      expect(response.rawPayload.length).toBeLessThan(entryScript.length / 4);
    });

    it('answers the gzip file to a browser that accepts only gzip, and the plain file to one that accepts neither', async () => {
      const gzip = await host.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(entryScript);

      const plain = await host.inject({ url: '/main.js', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(entryScript);
      expect(plain.headers.vary).toBe('Accept-Encoding');
    });

    it('keeps the cache headers: hashed chunks for a year, the entry revalidated', async () => {
      const chunk = await host.inject({ url: '/887.abcdef012345.js', headers: { 'accept-encoding': 'br' } });
      expect(chunk.headers['content-encoding']).toBe('br');
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const entry = await host.inject({ url: '/main.js', headers: { 'accept-encoding': 'br' } });
      expect(entry.headers['cache-control']).toBe('no-cache');
    });

    it('compresses the app shell at / and at client-side routes, never cached, with the site\'s head', async () => {
      for (const url of ['/', '/menu']) {
        const response = await host.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary).toMatch(/Accept-Encoding/);
        const html = brotliDecompressSync(response.rawPayload).toString();
        expect(html).toContain('<title>Order food online in Zambia | ZamEats</title>');
        expect(html).toContain(`<link rel="canonical" href="https://zameats.example${url}"/>`);
        expect(html).toContain('<div id="root"></div>');
        expect(response.headers['server-timing']).toMatch(/^page;desc="shell";dur=\d+\.\d$/);
      }
    });

    it('never sends the page template as a file', async () => {
      expect((await host.inject('/index.html')).statusCode).toBe(404);
    });
  });

  const shellPreloads = '</main.js>; rel=preload; as=script, </887.abcdef012345.js>; rel=preload; as=script';

  // A page of a remote's preloads (its manifest, entry and page chunks) come from the pages the
  // server rendered (remote-preloads.test.ts); a server that renders none knows no remote's page.
  it("has the app shell preload the host's scripts alone while no page was rendered, and no other file preload anything", async () => {
    for (const url of ['/', '/user/dashboard', '/no-such-page']) expect((await host.inject(url)).headers.link).toBe(shellPreloads);
    expect((await host.inject('/main.js')).headers.link).toBeUndefined();
    expect((await host.inject('/config.json')).headers.link).toBeUndefined();
  });

  it('reads no scripts from a build that does not list them', async () => {
    expect(await readShellScripts(path.join(distDir, 'an-older-build'))).toEqual([]);
  });
});
