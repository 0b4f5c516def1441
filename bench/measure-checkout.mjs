// @ts-check
/**
 * Checkout throughput, side by side on SQLite and on PostgreSQL with one and with two api
 * replicas. For each setup: a fresh database (a temporary SQLite file, or a new database on one
 * PostgreSQL server of the benchmark's own, started once with scripts/postgres-cluster.mjs), the
 * api's production build (`api/dist-server/main.cjs`) started on 127.0.0.1 as that many
 * processes on that database, then the load program `api/src/load/checkout-load.ts`: 20
 * customers, registered and signed in over HTTP, place pickup orders back to back for 10 s (after
 * a 2 s warm-up), each request to the next replica in turn. Everything is stopped after each
 * setup, and on a failure or Ctrl+C through lifecycle.mjs.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { postgresBin, startPostgres } from '../scripts/postgres-cluster.mjs';
import { BENCH_CHECKOUT_API_PORTS, POSTGRES_TEST_PORTS } from '../scripts/test-ports.mjs';
import { onCleanup } from './lifecycle.mjs';
import { percentileOf } from './measure-backend.mjs';

const run = promisify(execFile);
const apiDir = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'api');
const apiBuild = path.join(apiDir, 'dist-server', 'main.cjs');

/** @typedef {{ name: string, database: 'sqlite' | 'postgres', replicas: 1 | 2 }} CheckoutSetup */

/** @type {CheckoutSetup[]} */
export const CHECKOUT_SETUPS = [
  { name: 'SQLite, 1 api', database: 'sqlite', replicas: 1 },
  { name: 'PostgreSQL, 1 api', database: 'postgres', replicas: 1 },
  { name: 'PostgreSQL, 2 api', database: 'postgres', replicas: 2 },
];

/**
 * One setup's figures (null when it could not be measured; `error` says why). `durationS` is the
 * measured time, from the first order request to the end of the last one.
 * @typedef {{
 *   setup: string,
 *   database: 'sqlite' | 'postgres',
 *   replicas: number,
 *   customers: number,
 *   durationS: number | null,
 *   orders: number | null,
 *   errors: number | null,
 *   ordersPerSecond: number | null,
 *   p50Ms: number | null,
 *   p95Ms: number | null,
 *   p99Ms: number | null,
 *   error: string | null,
 * }} CheckoutFigures
 */

/** What the load program prints. @typedef {{ orders: number, errors: number, durationS: number, latenciesMs: number[] }} LoadOutput */

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops a child process: SIGTERM (the api closes its server and its database), SIGKILL after 10 s.
 * @param {import('node:child_process').ChildProcess} child
 */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve(undefined);
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts one api process of the production build on `port` with the database of `databaseEnv`,
 * and answers once `/api/health` answers 200 (it migrates and seeds an empty database first).
 * @param {number} port
 * @param {Record<string, string>} databaseEnv DATABASE_FILE or DATABASE_URL
 */
async function startApi(port, databaseEnv) {
  // The database is the setup's, whatever the benchmark's own environment names.
  const inherited = { ...process.env };
  delete inherited.DATABASE_FILE;
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, [apiBuild], {
    cwd: apiDir,
    env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), RATE_LIMIT_PER_MINUTE: '10000', ORDER_STATUS_STEP_MS: '0', ...databaseEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const release = onCleanup(() => stopChild(child));
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    output = `${output}${chunk.toString()}`.slice(-2000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    await stopChild(child);
    release();
  };
  const deadline = Date.now() + 120_000;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the api on port ${port} exited before it was ready: ${output.trim()}`);
      if (Date.now() > deadline) throw new Error(`the api on port ${port} was not ready in 120 s: ${output.trim()}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5000) })
        .then(async (response) => {
          await response.arrayBuffer();
          return response.ok;
        })
        .catch(() => false);
      if (healthy) return { base: `http://127.0.0.1:${port}`, stop };
      await sleep(250);
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Runs the load program against `bases` and answers what it printed.
 * @param {string[]} bases
 * @param {number} customers
 * @param {number} durationS
 * @returns {Promise<LoadOutput>}
 */
async function runLoad(bases, customers, durationS) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/load/checkout-load.ts', JSON.stringify({ bases, customers, durationS })], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const release = onCleanup(() => stopChild(child));
  let stdout = '';
  child.stdout?.on('data', (/** @type {Buffer} */ chunk) => {
    stdout += chunk.toString();
  });
  // Registration, the warm-up and the measured time, with room for a busy machine.
  const timeout = setTimeout(() => child.kill('SIGKILL'), (durationS + 120) * 1000);
  try {
    const code = await new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode, signal) => resolve(exitCode ?? signal));
    });
    if (code !== 0) throw new Error(`the load program ended with ${code}`);
    const line = stdout.trim().split('\n').at(-1) ?? '';
    return /** @type {LoadOutput} */ (JSON.parse(line));
  } finally {
    clearTimeout(timeout);
    release();
  }
}

/**
 * @param {{ customers?: number, durationS?: number, log: (text: string) => void }} options
 * @returns {Promise<CheckoutFigures[]>}
 */
export async function measureCheckout({ customers = 20, durationS = 10, log }) {
  if (!existsSync(apiBuild)) throw new Error(`${path.relative(process.cwd(), apiBuild)} is missing: run without --no-build, or cd api && npm run build`);
  /** @type {{ url: string, stop: () => Promise<void> } | null} */
  let postgres = null;
  let releasePostgres = () => {};
  /** @type {CheckoutFigures[]} */
  const figures = [];
  try {
    for (const setup of CHECKOUT_SETUPS) {
      /** @type {CheckoutFigures} */
      const line = {
        setup: setup.name,
        database: setup.database,
        replicas: setup.replicas,
        customers,
        durationS: null,
        orders: null,
        errors: null,
        ordersPerSecond: null,
        p50Ms: null,
        p95Ms: null,
        p99Ms: null,
        error: null,
      };
      figures.push(line);
      /** @type {Array<() => void | Promise<void>>} */
      const stops = [];
      const stopAll = async () => {
        for (const stop of stops.splice(0).reverse()) await stop();
      };
      const release = onCleanup(stopAll);
      try {
        /** @type {Record<string, string>} */
        let databaseEnv;
        if (setup.database === 'sqlite') {
          const directory = mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-checkout-'));
          stops.push(() => rmSync(directory, { recursive: true, force: true }));
          databaseEnv = { DATABASE_FILE: path.join(directory, 'storefront.sqlite') };
        } else {
          if (postgres === null) {
            log(`checkout: starting PostgreSQL on port ${POSTGRES_TEST_PORTS.bench}`);
            const server = await startPostgres({ port: POSTGRES_TEST_PORTS.bench, database: 'bench', durable: true });
            postgres = server;
            releasePostgres = onCleanup(() => server.stop());
          }
          const name = `checkout_${setup.replicas}_api_${Date.now()}`;
          await run(path.join(postgresBin(), 'createdb'), ['-h', '127.0.0.1', '-p', String(POSTGRES_TEST_PORTS.bench), '-U', 'storefront', name]);
          const url = new URL(postgres.url);
          url.pathname = `/${name}`;
          databaseEnv = { DATABASE_URL: url.toString() };
        }
        const ports = [BENCH_CHECKOUT_API_PORTS.first, BENCH_CHECKOUT_API_PORTS.second].slice(0, setup.replicas);
        /** @type {string[]} */
        const bases = [];
        // One after the other: the first migrates and seeds, the others find the database ready.
        for (const port of ports) {
          const api = await startApi(port, databaseEnv);
          stops.push(api.stop);
          bases.push(api.base);
        }
        log(`checkout: ${setup.name}: ${customers} customers ordering for ${durationS} s (after a 2 s warm-up) on ${bases.join(' ')}`);
        const output = await runLoad(bases, customers, durationS);
        const round = (/** @type {number} */ value) => Math.round(value * 100) / 100;
        Object.assign(line, {
          durationS: round(output.durationS),
          orders: output.orders,
          errors: output.errors,
          ordersPerSecond: Math.round((output.orders / output.durationS) * 10) / 10,
          p50Ms: round(percentileOf(output.latenciesMs, 50)),
          p95Ms: round(percentileOf(output.latenciesMs, 95)),
          p99Ms: round(percentileOf(output.latenciesMs, 99)),
        });
        log(`checkout: ${setup.name}: ${line.ordersPerSecond} orders/s, p95 ${line.p95Ms} ms, ${output.errors} errors`);
      } catch (error) {
        line.error = messageOf(error).split('\n')[0] ?? messageOf(error);
        log(`checkout: ${setup.name} not measured: ${line.error}`);
      } finally {
        release();
        await stopAll();
      }
    }
  } finally {
    releasePostgres();
    if (postgres !== null) await postgres.stop();
  }
  return figures;
}
