// @ts-check
/**
 * `npm run bench`: builds for production, starts the whole storefront as `npm start` does but on
 * ports 23000-24004 with a temporary database, measures every route (time to first byte,
 * first-load JavaScript, Lighthouse mobile and desktop, client-side navigation from /), the host's
 * server under load and its memory, what federation costs against a single-bundle build of the
 * same pages, the backend, and checkout throughput on SQLite and on PostgreSQL with one and two
 * api replicas (ports 27034 and 27041-27042), prints one table against the targets and writes
 * bench/results.json. Everything it started is stopped at the end, on a failure and on Ctrl+C.
 *
 *   --no-build            reuse the existing production build (the single bundle's too)
 *   --only=a,b            measure only some of: bundles, navigation, lighthouse, ttfb, server, memory, federation, backend, checkout
 *                         (checkout alone starts neither the storefront nor a browser)
 *   --routes=/,/menu      measure only these routes (names as in the table)
 *   --check               exit with code 2 when a target is missed
 *   --port-offset=N       ports of the services plus N (default 20000)
 *   --no-reports          do not write Lighthouse HTML reports to bench/reports/
 *   --runs=N              Lighthouse mobile runs per route, the median one kept (default 5)
 *
 * A run with --only or --routes writes bench/results.partial.json and leaves results.json alone.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../scripts/chromium.mjs';
import { buildAll, install } from '../scripts/pnpm.mjs';
import { startStack } from '../scripts/run-stack.mjs';
import { TEST_RATE_LIMIT_PER_MINUTE } from '../scripts/stack.mjs';
import { BENCH_PORT_OFFSET } from '../scripts/test-ports.mjs';
import { CHROMIUM_PATH, launchBrowser } from './browser.mjs';
import { onCleanup, runCleanups, using } from './lifecycle.mjs';
import { BACKEND_ENDPOINTS, measureEndpoint } from './measure-backend.mjs';
import { measureCheckout } from './measure-checkout.mjs';
import { FEDERATION_ROUTES, measureBuild, singleBundleBuilt, withSingleBundle } from './measure-federation.mjs';
import { LOAD_PATHS, measureLoad, measureMemory, measureTtfb, MEMORY_CHECKPOINTS } from './measure-server.mjs';
import { measureBundle } from './measure-bundles.mjs';
import { measureLighthouse } from './measure-lighthouse.mjs';
import { measureNavigation } from './measure-navigation.mjs';
import {
  deltasFrom,
  emptyRouteResult,
  failuresOf,
  KB,
  readResults,
  renderDeltas,
  renderTable,
  TARGETS,
  writeResults,
} from './report.mjs';
import { resolveRoutes, ROUTE_NAMES } from './routes.mjs';

/** @typedef {import('./report.mjs').RouteResult} RouteResult */
/** @typedef {import('./report.mjs').BenchResults} BenchResults */
/** @typedef {import('./measure-backend.mjs').BackendFigures} BackendFigures */
/** @typedef {import('./measure-server.mjs').LoadFigures} LoadFigures */
/** @typedef {import('./measure-server.mjs').MemoryFigures} MemoryFigures */
/** @typedef {import('./measure-federation.mjs').FederationFigures} FederationFigures */
/** @typedef {import('./measure-checkout.mjs').CheckoutFigures} CheckoutFigures */
/** @typedef {'bundles' | 'navigation' | 'lighthouse' | 'ttfb' | 'server' | 'memory' | 'federation' | 'backend' | 'checkout'} Part */

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.dirname(benchDir);
/** @type {Part[]} */
const PARTS = ['bundles', 'navigation', 'lighthouse', 'ttfb', 'server', 'memory', 'federation', 'backend', 'checkout'];

/**
 * @param {string[]} argv
 */
function parseArgs(argv) {
  const options = {
    build: true,
    /** @type {Part[]} */
    only: [...PARTS],
    routes: [...ROUTE_NAMES],
    check: false,
    portOffset: BENCH_PORT_OFFSET,
    reports: true,
    partial: false,
    mobileRuns: 5,
  };
  for (const arg of argv) {
    const [flag, value = ''] = arg.split(/=(.*)/s);
    if (flag === '--no-build') options.build = false;
    else if (flag === '--check') options.check = true;
    else if (flag === '--no-reports') options.reports = false;
    else if (flag === '--port-offset') options.portOffset = Number(value);
    else if (flag === '--runs') options.mobileRuns = Number(value);
    else if (flag === '--only') {
      const parts = value.split(',').filter(Boolean);
      const unknown = parts.filter((part) => !PARTS.includes(/** @type {Part} */ (part)));
      if (unknown.length > 0 || parts.length === 0) throw new Error(`--only takes some of ${PARTS.join(',')}`);
      options.only = /** @type {Part[]} */ (parts);
      options.partial = true;
    } else if (flag === '--routes') {
      options.routes = value.split(',').filter(Boolean);
      options.partial = true;
    } else if (flag === '--help' || flag === '-h') {
      const header = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('*/')[0] ?? '';
      console.log(header.replace(/^\/\/ @ts-check\n\/\*\*\n/, '').replace(/^ \* ?/gm, ''));
      process.exit(0);
    } else throw new Error(`Unknown option ${arg} (see --help)`);
  }
  if (!Number.isInteger(options.portOffset) || options.portOffset <= 0) throw new Error('--port-offset takes a positive whole number');
  if (!Number.isInteger(options.mobileRuns) || options.mobileRuns <= 0) throw new Error('--runs takes a positive whole number');
  return options;
}

/** @param {string[]} args */
function git(args) {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

function lighthouseVersion() {
  const file = path.join(benchDir, 'node_modules', 'lighthouse', 'package.json');
  return /** @type {{ version: string }} */ (JSON.parse(readFileSync(file, 'utf8'))).version;
}

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error));

/** Set on Ctrl+C: measurements that fail because their browser was stopped are not recorded. */
let stopping = false;

/** @param {string} text */
const log = (text) => console.log(`[bench] ${text}`);

/**
 * Runs `measure` and records its failure on the route instead of stopping the run.
 * @param {RouteResult} result
 * @param {string} what
 * @param {() => Promise<void>} measure
 */
async function attempt(result, what, measure) {
  try {
    await measure();
  } catch (error) {
    if (stopping) throw error;
    result.errors.push(`${what}: ${messageOf(error)}`);
    log(`${result.name}: ${what} failed: ${messageOf(error)}`);
  }
}

/**
 * Starts the storefront's stack (stopped with everything else at the end) and measures the parts
 * of `options.only` on it.
 * @param {ReturnType<typeof parseArgs>} options
 */
async function measureStorefront(options) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  log(`starting the storefront on ports ${3000 + options.portOffset}-${4000 + options.portOffset} (database in ${dataDir})`);
  const stack = await startStack({ portOffset: options.portOffset, dataDir, quiet: true, rateLimitPerMinute: TEST_RATE_LIMIT_PER_MINUTE });
  onCleanup(() => stack.stop());
  const api = stack.services.find((service) => service.name === 'api');
  if (!api) throw new Error('The stack has no api service');
  const baseUrl = stack.url;
  log(`storefront ready at ${baseUrl}`);

  const routes = await resolveRoutes(baseUrl, options.routes);
  /** @type {RouteResult[]} */
  const results = routes.map((route) => emptyRouteResult(route));
  const resultOf = (/** @type {string} */ name) => {
    const found = results.find((result) => result.name === name);
    if (!found) throw new Error(`No result for ${name}`);
    return found;
  };

  if (options.only.includes('bundles') || options.only.includes('navigation')) {
    const browser = await launchBrowser();
    await using(
      browser,
      (running) => running.close(),
      async (running) => {
        for (const route of routes) {
          const result = resultOf(route.name);
          if (options.only.includes('bundles')) {
            await attempt(result, 'first load', async () => {
              const figures = await measureBundle(running, baseUrl, route);
              result.jsBytes = figures.jsBytes;
              result.jsKb = Math.round((figures.jsBytes / KB) * 10) / 10;
              result.jsDecodedBytes = figures.jsDecodedBytes;
              result.jsRequests = figures.jsRequests;
              result.requests = figures.requests;
              result.uncompressedScripts = figures.uncompressedScripts;
              const idle = figures.networkIdle ? '' : ' (network never went quiet)';
              log(`${route.name}: first load ${result.jsKb} KB of JavaScript in ${figures.jsRequests} scripts, ${figures.requests} requests${idle}`);
            });
          }
          if (options.only.includes('navigation') && route.path !== '/') {
            await attempt(result, 'navigation', async () => {
              const figures = await measureNavigation(running, baseUrl, route);
              result.navMs = figures.navMs === null ? null : Math.round(figures.navMs * 10) / 10;
              result.navMethod = figures.navMethod;
              result.navRequests = figures.navRequests;
              result.navJsBytes = figures.navJsBytes;
              if (figures.navError) throw new Error(figures.navError);
              log(`${route.name}: navigation from / in ${result.navMs} ms (${figures.navMethod}, ${figures.navRequests} requests)`);
            });
          }
        }
      },
    );
  }

  if (options.only.includes('lighthouse')) {
    const reportDir = options.reports ? path.join(benchDir, 'reports') : null;
    for (const route of routes) {
      const result = resultOf(route.name);
      await attempt(result, 'lighthouse mobile', async () => {
        const mobile = await measureLighthouse(baseUrl, route, 'mobile', reportDir, options.mobileRuns);
        result.lhMobileScore = mobile.score;
        result.lcpMs = mobile.lcpMs === null ? null : Math.round(mobile.lcpMs);
        result.tbtMs = mobile.tbtMs === null ? null : Math.round(mobile.tbtMs);
        result.cls = mobile.cls === null ? null : Math.round(mobile.cls * 1000) / 1000;
        result.fcpMs = mobile.fcpMs === null ? null : Math.round(mobile.fcpMs);
        result.speedIndexMs = mobile.speedIndexMs === null ? null : Math.round(mobile.speedIndexMs);
        if (mobile.error) throw new Error(mobile.error);
        log(`${route.name}: Lighthouse mobile ${mobile.score}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}`);
      });
      await attempt(result, 'lighthouse desktop', async () => {
        const desktop = await measureLighthouse(baseUrl, route, 'desktop', reportDir);
        result.lhDesktopScore = desktop.score;
        if (desktop.error) throw new Error(desktop.error);
        log(`${route.name}: Lighthouse desktop ${desktop.score}`);
      });
    }
  }

  // After Lighthouse, whose figures the load would disturb.
  if (options.only.includes('ttfb')) {
    for (const route of routes) {
      const result = resultOf(route.name);
      await attempt(result, 'time to first byte', async () => {
        result.ttfbMs = await measureTtfb(baseUrl, route);
        log(`${route.name}: first byte in ${result.ttfbMs} ms`);
      });
    }
  }

  /** @type {LoadFigures[]} */
  const server = [];
  if (options.only.includes('server')) {
    for (const path of LOAD_PATHS) {
      log(`server: GET ${path}, 20 connections for 10 s (after a 2 s warm-up)`);
      const figures = await measureLoad(baseUrl, path);
      server.push(figures);
      log(`server: GET ${path}: ${figures.pagesPerSecond} pages/s, p95 ${figures.p95Ms} ms, ${figures.shells} app shells`);
    }
  }

  /** @type {MemoryFigures | null} */
  let memory = null;
  if (options.only.includes('memory')) {
    const pid = stack.pidOf('host');
    if (pid === undefined) throw new Error('The host server is not running');
    const publicRoutes = routes.filter((route) => !route.session);
    log(`memory: ${MEMORY_CHECKPOINTS.at(-1)} renders of ${publicRoutes.map((route) => route.name).join(' ')} in turn`);
    memory = await measureMemory(baseUrl, publicRoutes, pid, log);
  }

  /** @type {FederationFigures[]} */
  const federation = [];
  if (options.only.includes('federation')) {
    const compared = routes.filter((route) => FEDERATION_ROUTES.includes(route.name));
    if (!singleBundleBuilt()) throw new Error('The single-bundle build is missing: run without --no-build, or node bench/single-bundle/build.mjs');
    for (const route of compared) {
      const result = resultOf(route.name);
      /** @type {FederationFigures} */
      const line = { name: route.name, path: route.path, federated: { jsKb: result.jsKb, lcpMs: result.lcpMs }, single: { jsKb: null, lcpMs: null }, errors: [] };
      // The federated build's figures come from this run's table, or are measured now the same way.
      if (line.federated.jsKb === null || line.federated.lcpMs === null) line.federated = await measureBuild(baseUrl, route, options.mobileRuns, line.errors);
      federation.push(line);
    }
    log(`federation: serving the single-bundle build on the host's port for ${compared.map((route) => route.name).join(' ')}`);
    await withSingleBundle(stack, async () => {
      for (const line of federation) {
        const route = compared.find((candidate) => candidate.name === line.name);
        if (!route) continue;
        line.single = await measureBuild(baseUrl, route, options.mobileRuns, line.errors);
        log(`federation: ${line.name}: JS ${line.federated.jsKb} KB federated, ${line.single.jsKb} KB single; LCP ${line.federated.lcpMs} ms federated, ${line.single.lcpMs} ms single`);
      }
    });
  }

  /** @type {BackendFigures[]} */
  const backend = [];
  if (options.only.includes('backend')) {
    for (const endpoint of BACKEND_ENDPOINTS) {
      log(`backend: GET ${endpoint}, 50 connections for 10 s (after a 2 s warm-up)`);
      const figures = await measureEndpoint(`http://127.0.0.1:${api.port}`, endpoint);
      backend.push(figures);
      log(`backend: GET ${endpoint}: ${figures.requestsPerSecond} req/s, p95 ${figures.p95Ms} ms`);
    }
  }

  return { results, server, memory, federation, backend };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const began = Date.now();
  // Every part but the checkout's measures the storefront's stack, most of them in a browser.
  const storefront = options.only.some((part) => part !== 'checkout');
  if (storefront) ensureChromium();

  if (options.build) {
    log('installing and building for production');
    install();
    buildAll();
    execFileSync(process.execPath, [path.join(benchDir, 'single-bundle', 'build.mjs')], { cwd: repoRoot, stdio: 'inherit' });
  }

  /** @type {CheckoutFigures[]} */
  const checkout = [];
  // First, while nothing else of the benchmark runs: its api processes and PostgreSQL have the machine.
  if (options.only.includes('checkout')) checkout.push(...(await measureCheckout({ log })));

  const { results, server, memory, federation, backend } = storefront
    ? await measureStorefront(options)
    : { results: [], server: [], memory: null, federation: [], backend: [] };

  if (stopping) throw new Error('interrupted');
  const resultsFile = path.join(benchDir, 'results.json');
  const previous = readResults(resultsFile);
  const commit = git(['rev-parse', '--short', 'HEAD']);
  /** @type {BenchResults} */
  const bench = {
    date: new Date().toISOString(),
    commit,
    dirty: git(['status', '--porcelain']) !== '',
    environment: { node: process.version, chromium: chromiumVersion(), lighthouse: lighthouseVersion(), cpus: os.cpus().length, lighthouseMobileRuns: options.mobileRuns },
    partial: options.partial,
    measured: options.only,
    targets: TARGETS,
    routes: results,
    backend,
    server,
    memory,
    federation,
    checkout,
    failures: failuresOf(results, backend, server, memory, federation, checkout),
    previous: previous ? { date: previous.date, commit: previous.commit } : null,
    deltas: deltasFrom(previous, results, backend, server, checkout),
  };
  const outFile = options.partial ? path.join(benchDir, 'results.partial.json') : resultsFile;
  writeResults(outFile, bench);

  console.log(`\nStorefront benchmark, ${bench.date} (commit ${commit}${bench.dirty ? ', uncommitted changes' : ''})\n`);
  console.log(renderTable(bench));
  const deltas = renderDeltas(bench);
  if (deltas) console.log(`\n${deltas}`);
  console.log(
    bench.failures.length === 0
      ? '\nEvery target is met.'
      : `\n${bench.failures.length} target(s) missed or not measured:\n${bench.failures.map((line) => `  - ${line}`).join('\n')}`,
  );
  console.log(`\nFigures written to ${path.relative(repoRoot, outFile)} (run took ${Math.round((Date.now() - began) / 1000)} s).`);
  return options.check && bench.failures.length > 0 ? 2 : 0;
}

/**
 * Stops everything the run started, once, and exits with `code`.
 * @param {string} why
 * @param {number} code
 */
function stopEverything(why, code) {
  if (stopping) return;
  stopping = true;
  console.error(`\n[bench] ${why}: stopping everything the benchmark started...`);
  void runCleanups().finally(() => process.exit(code));
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => stopEverything(signal, 130));
}

// An error no await sees (a browser that fails to spawn emits it on its process) still stops
// the storefront the run started, rather than leaving its servers on their ports.
process.on('uncaughtException', (error) => {
  console.error(`\n[bench] failed: ${error.stack ?? error.message}`);
  stopEverything('uncaught error', 1);
});

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  // After a signal the handler stops everything and exits; a measurement cut short is no failure.
  if (!stopping) console.error(`\n[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  if (!stopping) await runCleanups();
}
if (!stopping) process.exit(exitCode);
