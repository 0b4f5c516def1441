/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildRemoteServer } from '../../tooling/serve-remote.mjs';
import type { SharedUse } from './render';

/**
 * The Node.js side of federation against the production builds: the host's server build
 * (dist-ssr) loads the shop's server build over HTTP through the shop's one manifest URL, with
 * the shared singletons negotiated as in a browser, and renders the /menu page to HTML.
 * Needs `pnpm --filter @storefront/remote-shop --filter @storefront/host run build` first.
 */

const hostDir = path.resolve(__dirname, '..');
const bundle = path.join(hostDir, 'dist-ssr', 'render-entry.js');
const shopDist = path.resolve(hostDir, '../remote-shop/dist');
const workerFile = path.join(__dirname, 'federation-worker.mjs');

/** Within the range kept for this test (27000-27099): the shop's release and a later one. */
const FIRST_PORT = 27011;
const SECOND_PORT = 27012;
const BROWSER_ONLY_PORT = 27013;
const SECOND_RELEASE_HEADING = 'Menu (second release)';

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'jotai', '@emotion/react', '@storefront/contract'];

interface WorkerResult {
  html: string;
  sameHtmlTwice: boolean;
  routePaths: string[];
  shared: SharedUse[];
  sharesScopeWithHost: boolean;
  timings: { bootMs: number; firstLoadRemoteMs: number; firstRenderMs: number; warmRenderMs: number };
}

type WorkerReply = { ok: true; result: WorkerResult } | { ok: false; error: string };

/** A fresh worker thread (a new isolate: no code of an earlier remote version) renders `location`. */
function renderInFreshWorker(manifestUrl: string, location: string): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: { bundle, manifests: { shop: manifestUrl }, remote: 'shop', location } });
    worker.once('message', (reply: WorkerReply) => {
      void worker.terminate();
      if (reply.ok) resolve(reply.result);
      else reject(new Error(reply.error));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the worker exited (${code}) without an answer`)));
  });
}

/** A served remote, and the paths asked of it. */
async function serve(root: string, port: number): Promise<{ server: FastifyInstance; requested: string[] }> {
  const requested: string[] = [];
  const server = await buildRemoteServer({ root });
  server.addHook('onRequest', async (request) => {
    requested.push(request.url);
  });
  await server.listen({ host: '127.0.0.1', port });
  return { server, requested };
}

/** A second release of the shop: its build with the menu page's heading changed in its server build. */
function secondRelease(into: string): void {
  cpSync(shopDist, into, { recursive: true });
  const serverDir = path.join(into, 'server');
  const menuChunk = readdirSync(serverDir).find((file) => /^route-menu\..*\.js$/.test(file));
  if (!menuChunk) throw new Error('the shop server build has no route-menu chunk');
  const file = path.join(serverDir, menuChunk);
  const text = readFileSync(file, 'utf8');
  if (!text.includes('children: "Menu"')) throw new Error(`${menuChunk} does not hold the menu heading`);
  writeFileSync(file, text.replace('children: "Menu"', `children: ${JSON.stringify(SECOND_RELEASE_HEADING)}`));
}

/** The shop's build as before server builds: its manifest names no server entry. */
function browserOnlyRelease(into: string): void {
  cpSync(shopDist, into, { recursive: true, filter: (source) => path.basename(source) !== 'server' && !/mf-manifest\.json\.(gz|br)$/.test(source) });
  const file = path.join(into, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  delete manifest.metaData.ssrRemoteEntry;
  writeFileSync(file, JSON.stringify(manifest, null, 2));
}

function heading(html: string): string | undefined {
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

describe('server rendering through module federation (Node.js)', () => {
  let scratch: string;
  let first: Awaited<ReturnType<typeof serve>>;
  let second: Awaited<ReturnType<typeof serve>>;
  let browserOnly: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    for (const file of [bundle, path.join(shopDist, 'mf-manifest.json'), path.join(shopDist, 'server', 'remoteEntry.js')]) {
      if (!existsSync(file)) throw new Error(`${file} is missing: build the shop and the host first (pnpm run build)`);
    }
    scratch = mkdtempSync(path.join(tmpdir(), 'ssr-federation-'));
    secondRelease(path.join(scratch, 'shop-2'));
    first = await serve(shopDist, FIRST_PORT);
    second = await serve(path.join(scratch, 'shop-2'), SECOND_PORT);
    browserOnlyRelease(path.join(scratch, 'shop-browser-only'));
    browserOnly = await serve(path.join(scratch, 'shop-browser-only'), BROWSER_ONLY_PORT);
  });

  afterAll(async () => {
    await first?.server.close();
    await second?.server.close();
    await browserOnly?.server.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('names the server build in the one manifest the browser reads', () => {
    const manifest = JSON.parse(readFileSync(path.join(shopDist, 'mf-manifest.json'), 'utf8'));
    expect(manifest.metaData.remoteEntry).toEqual({ name: 'remoteEntry.js', path: '', type: 'global' });
    expect(manifest.metaData.ssrRemoteEntry).toEqual({ name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' });
  });

  it('loads the shop’s server build by its manifest URL and renders /menu with one copy of each shared singleton', async () => {
    const result = await renderInFreshWorker(`http://127.0.0.1:${FIRST_PORT}/mf-manifest.json`, '/menu');
    console.log(`first worker: ${JSON.stringify(result.timings)}`);

    // The page itself, not its placeholder: the render waited for the page's chunk (lazyPage suspends).
    expect(heading(result.html)).toBe('Menu');
    expect(result.html).toContain('Search menu items');
    expect(result.sameHtmlTwice).toBe(true);
    expect(result.routePaths).toContain('/menu');

    // Its hooks ran (useSearchParams, use()): one React and one router. And each singleton is the
    // host's one copy, which the shop took.
    expect(result.sharesScopeWithHost).toBe(true);
    for (const name of SINGLETONS) {
      const versions = result.shared.filter((use) => use.name === name);
      expect({ name, versions: versions.length }).toEqual({ name, versions: 1 });
      expect(versions[0]).toMatchObject({ from: 'host', loaded: true });
    }
    for (const name of ['react', 'react-dom', 'react-router-dom', '@emotion/react', '@storefront/contract']) {
      expect({ name, useIn: result.shared.find((use) => use.name === name)?.useIn }).toEqual({ name, useIn: ['host', 'shop'] });
    }

    // The manifest, then the server build only: never the browser's entry or chunks.
    const scripts = first.requested.filter((url) => url.endsWith('.js'));
    expect(first.requested[0]).toBe('/mf-manifest.json');
    expect(scripts).toContain('/server/remoteEntry.js');
    expect(scripts.some((url) => /^\/server\/route-menu\.[0-9a-f]{12}\.js$/.test(url))).toBe(true);
    expect(scripts.filter((url) => !url.startsWith('/server/'))).toEqual([]);
    expect(second.requested).toEqual([]);
  });

  it('takes a new release at another URL in a fresh worker', async () => {
    const before = first.requested.length;
    const result = await renderInFreshWorker(`http://127.0.0.1:${SECOND_PORT}/mf-manifest.json`, '/menu');
    console.log(`second worker: ${JSON.stringify(result.timings)}`);

    expect(heading(result.html)).toBe(SECOND_RELEASE_HEADING);
    expect(second.requested).toContain('/server/remoteEntry.js');
    expect(first.requested.length).toBe(before);

    // The first release is still what a worker registering its URL gets.
    const again = await renderInFreshWorker(`http://127.0.0.1:${FIRST_PORT}/mf-manifest.json`, '/menu');
    expect(heading(again.html)).toBe('Menu');
  });

  it('refuses a remote whose manifest names no server build, before running any of its code', async () => {
    await expect(renderInFreshWorker(`http://127.0.0.1:${BROWSER_ONLY_PORT}/mf-manifest.json`, '/menu')).rejects.toThrow(/no server build/);
    expect(browserOnly.requested).toEqual(['/mf-manifest.json']);
  });
});
