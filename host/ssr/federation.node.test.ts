/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { buildRemoteServer } from '../../shared/platform/serve-remote.mjs';
import { SSR_TEST_PORTS } from '../../scripts/test-ports.mjs';
import { BOOT_DATA_ID } from '@storefront/platform/hydration/boot-data-id';
import type { Generation, RenderResult } from '@storefront/platform/ssr/render-page';

/**
 * The Node.js side of federation against the production builds: the host's server build
 * (dist-ssr) loads the shop's server build over HTTP through the shop's one manifest URL, with
 * the shared singletons negotiated as in a browser, runs the /menu page's loader and renders the
 * page in the host's layout. Needs `pnpm --filter @storefront/remote-shop --filter @storefront/host
 * run build` first.
 */

const hostDir = path.resolve(__dirname, '..');
const bundle = path.join(hostDir, 'dist-ssr', 'render-entry.js');
const shopDist = path.resolve(hostDir, '../remote-shop/dist');
const workerFile = path.join(__dirname, 'federation-worker.mjs');

/** Ports kept for this test among the test stacks': the shop's release and a later one, one served without its server build, the api. */
const { first: FIRST_PORT, second: SECOND_PORT, browserOnly: BROWSER_ONLY_PORT, api: API_PORT } = SSR_TEST_PORTS;
const SECOND_RELEASE_HEADING = 'Menu (second release)';

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'jotai', '@emotion/react', '@storefront/contract'];

/** A shared library's version as the host's runtime knows it (federation-worker.mjs). */
interface SharedUse {
  name: string;
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

interface WorkerResult {
  page: RenderResult;
  sameTwice: boolean;
  shared: SharedUse[];
  sharesScopeWithHost: boolean | null;
}

type WorkerReply = { ok: true; result: WorkerResult } | { ok: false; error: string };

const api = `http://127.0.0.1:${API_PORT}/api`;

/** A generation of the configuration with the shop at `manifestUrl` (the other remotes are not served). */
function generationWith(manifestUrl: string): Generation {
  return {
    config: { apiUrl: '/api', contentUrl: '/api', remotes: { shop: manifestUrl, account: 'http://127.0.0.1:1/none', content: 'http://127.0.0.1:1/none', careers: 'http://127.0.0.1:1/none' } },
    manifests: { shop: manifestUrl },
    apiUrl: api,
    contentUrl: api,
    pageBudgetMs: 2000,
    shellScripts: [],
    renderBudgetMs: 2000,
    warmUpWaitMs: 2000,
  };
}

/** A fresh worker thread (a new isolate: no code of an earlier remote version) renders `path`. */
function renderInFreshWorker(manifestUrl: string, path: string): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: { bundle, generation: generationWith(manifestUrl), url: `http://storefront.test${path}`, remote: 'shop' } });
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
  const holding = readdirSync(serverDir).filter((file) => file.endsWith('.js') && readFileSync(path.join(serverDir, file), 'utf8').includes('children: "Menu"'));
  if (holding.length !== 1) throw new Error(`the menu heading is in ${holding.length} files of the shop's server build, not one`);
  const file = path.join(serverDir, holding[0] ?? '');
  writeFileSync(file, readFileSync(file, 'utf8').replace('children: "Menu"', `children: ${JSON.stringify(SECOND_RELEASE_HEADING)}`));
}

/** The shop's build as before server builds: its manifest names no server entry. */
function browserOnlyRelease(into: string): void {
  cpSync(shopDist, into, { recursive: true, filter: (source) => path.basename(source) !== 'server' && !/mf-manifest\.json\.(gz|br)$/.test(source) });
  const file = path.join(into, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  delete manifest.metaData.ssrRemoteEntry;
  writeFileSync(file, JSON.stringify(manifest, null, 2));
}

/** The API's answers the menu reads: one meal. */
async function serveApi() {
  const server = Fastify();
  server.get('/api/products', async () => ({
    data: { products: [{ id: 1, uuid: 'm-1', name: 'Ifisashi with nshima', price: 65, image: [], vendor: { uuid: 'v-1', name: 'Mama Kitchen' } }] },
  }));
  server.get('/api/categories', async () => ({ data: [{ data: [{ name: 'Zambian Classics' }] }] }));
  await server.listen({ host: '127.0.0.1', port: API_PORT });
  return server;
}

function pageOf(result: WorkerResult): Extract<RenderResult, { kind: 'page' }> {
  if (result.page.kind !== 'page') throw new Error(`a ${result.page.kind}, not a page`);
  return result.page;
}

function heading(html: string): string | undefined {
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

/** The data the page hands its browser (its JSON script element), as the browser reads it. */
function bootOf(document: string): { router: { loaderData: Record<string, unknown> } } {
  const json = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">([^<]*)</script>`).exec(document)?.[1];
  if (json === undefined) throw new Error('the page hands its browser no data');
  return JSON.parse(json) as { router: { loaderData: Record<string, unknown> } };
}

describe('server rendering through module federation (Node.js)', () => {
  let scratch: string;
  let first: Awaited<ReturnType<typeof serve>>;
  let second: Awaited<ReturnType<typeof serve>>;
  let browserOnly: Awaited<ReturnType<typeof serve>>;
  let apiServer: FastifyInstance;

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
    apiServer = await serveApi();
  });

  afterAll(async () => {
    await first?.server.close();
    await second?.server.close();
    await browserOnly?.server.close();
    await apiServer?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('names the server build in the one manifest the browser reads', () => {
    const manifest = JSON.parse(readFileSync(path.join(shopDist, 'mf-manifest.json'), 'utf8'));
    expect(manifest.metaData.remoteEntry).toEqual({ name: 'remoteEntry.js', path: '', type: 'global' });
    expect(manifest.metaData.ssrRemoteEntry).toEqual({ name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' });
  });

  it('loads the shop’s server build by its manifest URL and renders /menu with one copy of each shared singleton', async () => {
    const result = await renderInFreshWorker(`http://127.0.0.1:${FIRST_PORT}/mf-manifest.json`, '/menu');
    const page = pageOf(result);

    // The page itself with what its loader read, in the host's layout, with its own head.
    expect(page.status).toBe(200);
    expect(heading(page.document)).toBe('Menu');
    expect(page.document).toContain('Search menu items');
    expect(page.document).toContain('Ifisashi with nshima');
    expect(page.document).toMatch(/<header/);
    expect(page.document).toContain('<title>Menu | ZamEats</title>');
    expect(page.document).toMatch(/<style data-emotion="css[ -]/);
    expect(bootOf(page.document).router.loaderData['shop:/menu']).toMatchObject({ meals: { status: 'success' } });
    expect(result.sameTwice).toBe(true);
    // The pages the host routes to are those the shop's own routes list, handed to the browser.
    expect(page.routes.shop).toEqual(['/menu', '/food/:id', '/cart', '/catering', '/catering/:id']);
    expect(page.page).toEqual({ remote: 'shop', path: '/menu' });

    // Its hooks ran (useSearchParams, use()): one React and one router. And each singleton is the
    // host's one copy, which the shop took.
    expect(result.sharesScopeWithHost).toBe(true);
    for (const name of SINGLETONS) {
      const versions = result.shared.filter((use) => use.name === name);
      expect({ name, versions: versions.length }).toEqual({ name, versions: 1 });
      expect(versions[0]).toMatchObject({ from: 'host', loaded: true });
    }
    // react-dom renders, in the host only; the shop takes emotion through its deep imports (jsx-runtime).
    for (const name of ['react', 'react-router-dom', '@storefront/contract']) {
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

    expect(heading(pageOf(result).document)).toBe(SECOND_RELEASE_HEADING);
    expect(second.requested).toContain('/server/remoteEntry.js');
    expect(first.requested.length).toBe(before);

    // The first release is still what a worker registering its URL gets.
    const again = await renderInFreshWorker(`http://127.0.0.1:${FIRST_PORT}/mf-manifest.json`, '/menu');
    expect(heading(pageOf(again).document)).toBe('Menu');
  });

  it('leaves the address of a remote with no server build to the browser, inside the layout, running none of its code', async () => {
    const page = pageOf(await renderInFreshWorker(`http://127.0.0.1:${BROWSER_ONLY_PORT}/mf-manifest.json`, '/menu'));
    // Its pages are unknown here, so /menu may be one of them: not a 404, and not kept by any cache.
    expect(page.status).toBe(503);
    expect(page.document).toMatch(/<header/);
    expect(page.document).toContain('Loading...');
    expect(page.routes).not.toHaveProperty('shop');
    expect(page.leftToBrowser).toEqual(['not-found']);
    expect(page.page).toBeNull();
    expect(browserOnly.requested).toEqual(['/mf-manifest.json']);
  });
});
