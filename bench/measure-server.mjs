// @ts-check
/**
 * The host's server as it renders pages:
 * - time to first byte of every route, each request with a query of its own so the page is
 *   rendered rather than served again from the server's page cache (PAGE_CACHE_MS);
 * - throughput and p95 latency of `/` and `/menu` under autocannon at 20 connections, as browsers
 *   ask (brotli), the page cache on as in production; only responses the server rendered count as
 *   pages (its `Server-Timing` header tells them from the app shell it sends when it cannot);
 * - the server's resident memory (its process, worker threads included) after 1,000 and after
 *   10,000 renders of the public routes, each with a query of its own.
 */
import { readFileSync } from 'node:fs';
import { load, percentileOf } from './measure-backend.mjs';

/** @typedef {import('./routes.mjs').BenchRoute} BenchRoute */

/** The pages measured under load. */
export const LOAD_PATHS = ['/', '/menu'];
const LOAD_CONNECTIONS = 20;
const LOAD_SECONDS = 10;
const WARM_UP_SECONDS = 2;
/** A browser's request: brotli, the encoding the server compresses pages in. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };
const TTFB_SAMPLES = 7;
export const MEMORY_CHECKPOINTS = [1000, 10000];
/** Renders at once while memory is measured: the pool's workers stay busy without turning pages away. */
const MEMORY_CONCURRENCY = 8;

/**
 * @typedef {{
 *   path: string,
 *   connections: number,
 *   durationS: number,
 *   pagesPerSecond: number,
 *   p50Ms: number,
 *   p95Ms: number,
 *   p99Ms: number,
 *   pages: number,
 *   shells: number,
 *   non2xx: number,
 *   errors: number,
 * }} LoadFigures
 */

/** @typedef {{ afterRenders: number, rssMb: number }} MemoryPoint */
/** @typedef {{ points: MemoryPoint[], shells: number, failures: number }} MemoryFigures */

/**
 * How the server made a page, from its `Server-Timing` header: 'rendered', 'shell' or null.
 * @param {string | null | undefined} header
 */
export function pageMadeBy(header) {
  const how = /(?:^|,)\s*page;desc="(\w+)"/.exec(header ?? '')?.[1];
  return how ?? null;
}

/**
 * @param {string} baseUrl
 * @param {string} path
 * @param {number} n
 */
const uniqueUrl = (baseUrl, path, n) => `${baseUrl}${path}${path.includes('?') ? '&' : '?'}bench=${Date.now().toString(36)}${n}`;

/**
 * @param {number[]} values
 */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return percentileOf(sorted, 50);
}

/**
 * Milliseconds from the request to the first byte of the page's body, the median of a few, each
 * rendered anew, a customer's page with their cookies. Fails when the server answered something
 * other than a page it rendered.
 * @param {string} baseUrl
 * @param {BenchRoute} route
 * @returns {Promise<number>}
 */
export async function measureTtfb(baseUrl, route) {
  const cookie = route.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const headers = cookie ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS;
  /** @type {number[]} */
  const samples = [];
  for (let n = 0; n < TTFB_SAMPLES; n += 1) {
    const began = performance.now();
    const response = await fetch(uniqueUrl(baseUrl, route.path, n), { headers });
    const reader = response.body?.getReader();
    await reader?.read();
    samples.push(performance.now() - began);
    await reader?.cancel();
    const how = pageMadeBy(response.headers.get('server-timing'));
    if (!response.ok || how !== 'rendered') throw new Error(`${route.path} answered ${response.status}, made as ${how ?? 'no page'}`);
  }
  return Math.round(median(samples) * 10) / 10;
}

/**
 * `path` under load, counting the pages the server rendered and the app shells it sent instead.
 * @param {string} baseUrl
 * @param {string} path
 * @param {number} durationS
 */
async function loadPage(baseUrl, path, durationS) {
  let pages = 0;
  let shells = 0;
  /** @type {import('autocannon').Options['setupClient']} */
  const countPages = (client) => {
    client.on('headers', ({ headers }) => {
      for (let index = 0; index < headers.length; index += 2) {
        if (String(headers[index]).toLowerCase() !== 'server-timing') continue;
        const how = pageMadeBy(String(headers[index + 1]));
        if (how === 'rendered') pages += 1;
        else if (how === 'shell') shells += 1;
      }
    });
  };
  const { result, latencies } = await load(`${baseUrl}${path}`, LOAD_CONNECTIONS, durationS, BROWSER_HEADERS, countPages);
  return { result, pages, shells, latencies };
}

/**
 * Pages per second and latency of `path` at 20 connections for 10 s, after a 2 s warm-up.
 * @param {string} baseUrl
 * @param {string} path
 * @returns {Promise<LoadFigures>}
 */
export async function measureLoad(baseUrl, path) {
  await loadPage(baseUrl, path, WARM_UP_SECONDS);
  const { result, pages, shells, latencies } = await loadPage(baseUrl, path, LOAD_SECONDS);
  const round = (/** @type {number} */ value) => Math.round(value * 10) / 10;
  return {
    path,
    connections: LOAD_CONNECTIONS,
    durationS: LOAD_SECONDS,
    pagesPerSecond: Math.round(pages / LOAD_SECONDS),
    p50Ms: round(percentileOf(latencies, 50)),
    p95Ms: round(percentileOf(latencies, 95)),
    p99Ms: round(percentileOf(latencies, 99)),
    pages,
    shells,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * Resident memory of a process, in MB (Linux: /proc/<pid>/status).
 * @param {number} pid
 */
function residentMb(pid) {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no resident memory for process ${pid}`);
  return Math.round(Number(kb) / 102.4) / 10;
}

/**
 * Renders the routes in turn, `MEMORY_CONCURRENCY` at a time, each with a query of its own, and
 * reads the server's resident memory at each checkpoint (after a second of quiet).
 * @param {string} baseUrl
 * @param {BenchRoute[]} routes the public routes, in the mix
 * @param {number} pid the host server's process
 * @param {(text: string) => void} log
 * @returns {Promise<MemoryFigures>}
 */
export async function measureMemory(baseUrl, routes, pid, log) {
  if (routes.length === 0) throw new Error('no route to render');
  /** @type {MemoryPoint[]} */
  const points = [];
  let next = 0;
  let shells = 0;
  let failures = 0;
  for (const checkpoint of MEMORY_CHECKPOINTS) {
    const renderUntilCheckpoint = async () => {
      while (next < checkpoint) {
        const n = (next += 1);
        const route = routes[n % routes.length];
        if (!route) continue;
        try {
          const response = await fetch(uniqueUrl(baseUrl, route.path, n), { headers: BROWSER_HEADERS });
          await response.arrayBuffer();
          if (!response.ok) failures += 1;
          else if (pageMadeBy(response.headers.get('server-timing')) !== 'rendered') shells += 1;
        } catch {
          failures += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: MEMORY_CONCURRENCY }, renderUntilCheckpoint));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const point = { afterRenders: checkpoint, rssMb: residentMb(pid) };
    points.push(point);
    log(`memory: ${point.rssMb} MB after ${checkpoint} renders`);
  }
  return { points, shells, failures };
}
