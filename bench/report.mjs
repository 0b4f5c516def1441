// @ts-check
/**
 * The figures of one run: checked against the targets of issue 7, printed as one Markdown table
 * (readable in a terminal, pasteable into the README), compared with the previous run and
 * written as JSON.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** @typedef {import('./measure-backend.mjs').BackendFigures} BackendFigures */

/** 1 KB = 1024 bytes, as Lighthouse and webpack's size hints count. */
export const KB = 1024;

export const TARGETS = {
  // 200 until the icons became SVG from lucide-react, whose drawing code (about 1.7 KB) the host
  // loads with its layout.
  jsKbHome: 205,
  jsKbOther: 230,
  lhMobileScoreMin: 90,
  clsMax: 0.05,
  lcpMsMax: 2500,
  navMsBelow: 300,
  backendP95MsBelow: 20,
};

/**
 * @typedef {{
 *   name: string,
 *   path: string,
 *   remote: string,
 *   jsKb: number | null,
 *   jsBytes: number | null,
 *   jsDecodedBytes: number | null,
 *   jsRequests: number | null,
 *   requests: number | null,
 *   uncompressedScripts: string[],
 *   lhMobileScore: number | null,
 *   lcpMs: number | null,
 *   tbtMs: number | null,
 *   cls: number | null,
 *   fcpMs: number | null,
 *   speedIndexMs: number | null,
 *   lhDesktopScore: number | null,
 *   navMs: number | null,
 *   navMethod: string | null,
 *   navRequests: number | null,
 *   navJsBytes: number | null,
 *   errors: string[],
 * }} RouteResult
 */

/**
 * @typedef {{
 *   date: string,
 *   commit: string,
 *   dirty: boolean,
 *   environment: { node: string, chromium: string, lighthouse: string, cpus: number, lighthouseMobileRuns?: number },
 *   partial: boolean,
 *   measured: string[],
 *   targets: typeof TARGETS,
 *   routes: RouteResult[],
 *   backend: BackendFigures[],
 *   failures: string[],
 *   previous: { date: string, commit: string } | null,
 *   deltas: Deltas | null,
 * }} BenchResults
 */

/** @typedef {{ routes: Record<string, Record<string, number>>, backend: Record<string, Record<string, number>> }} Deltas */

/** The route figures compared between runs (and shown in the table). */
const COMPARED = /** @type {const} */ ([
  'jsKb',
  'requests',
  'lhMobileScore',
  'lcpMs',
  'tbtMs',
  'cls',
  'lhDesktopScore',
  'navMs',
]);

/**
 * @param {string} name
 * @param {string} path
 * @param {string} remote
 * @returns {RouteResult}
 */
export function emptyRouteResult(name, path, remote) {
  return {
    name,
    path,
    remote,
    jsKb: null,
    jsBytes: null,
    jsDecodedBytes: null,
    jsRequests: null,
    requests: null,
    uncompressedScripts: [],
    lhMobileScore: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    fcpMs: null,
    speedIndexMs: null,
    lhDesktopScore: null,
    navMs: null,
    navMethod: null,
    navRequests: null,
    navJsBytes: null,
    errors: [],
  };
}

/**
 * @typedef {{ figure: 'jsKb' | 'lhMobileScore' | 'lcpMs' | 'cls' | 'navMs', pass: boolean, describe: string }} Check
 */

/**
 * The targets that apply to a route's measured figures (a figure not measured is not checked).
 * @param {RouteResult} route
 * @returns {Check[]}
 */
export function routeChecks(route) {
  /** @type {Check[]} */
  const checks = [];
  const jsLimit = route.name === '/' ? TARGETS.jsKbHome : TARGETS.jsKbOther;
  if (route.jsKb !== null) {
    checks.push({ figure: 'jsKb', pass: route.jsKb <= jsLimit, describe: `JS ${route.jsKb.toFixed(1)} KB > ${jsLimit} KB` });
  }
  if (route.lhMobileScore !== null) {
    checks.push({
      figure: 'lhMobileScore',
      pass: route.lhMobileScore >= TARGETS.lhMobileScoreMin,
      describe: `Lighthouse mobile ${route.lhMobileScore} < ${TARGETS.lhMobileScoreMin}`,
    });
  }
  if (route.lcpMs !== null) {
    checks.push({
      figure: 'lcpMs',
      pass: route.lcpMs <= TARGETS.lcpMsMax,
      describe: `LCP ${Math.round(route.lcpMs)} ms > ${TARGETS.lcpMsMax} ms`,
    });
  }
  if (route.cls !== null) {
    checks.push({ figure: 'cls', pass: route.cls <= TARGETS.clsMax, describe: `CLS ${route.cls.toFixed(3)} > ${TARGETS.clsMax}` });
  }
  if (route.navMs !== null) {
    checks.push({
      figure: 'navMs',
      pass: route.navMs < TARGETS.navMsBelow,
      describe: `navigation ${Math.round(route.navMs)} ms >= ${TARGETS.navMsBelow} ms`,
    });
  }
  return checks;
}

/**
 * Every failed target and every measurement that could not be taken, one line each.
 * @param {RouteResult[]} routes
 * @param {BackendFigures[]} backend
 */
export function failuresOf(routes, backend) {
  /** @type {string[]} */
  const failures = [];
  for (const route of routes) {
    for (const check of routeChecks(route)) {
      if (!check.pass) failures.push(`${route.name}: ${check.describe}`);
    }
    for (const error of route.errors) failures.push(`${route.name}: not measured: ${error}`);
  }
  for (const line of backend) {
    if (!(line.p95Ms < TARGETS.backendP95MsBelow)) {
      failures.push(`GET ${line.endpoint}: p95 ${line.p95Ms} ms >= ${TARGETS.backendP95MsBelow} ms`);
    }
  }
  return failures;
}

/**
 * @param {BenchResults | null} previous
 * @param {RouteResult[]} routes
 * @param {BackendFigures[]} backend
 * @returns {Deltas | null}
 */
export function deltasFrom(previous, routes, backend) {
  if (!previous) return null;
  /** @type {Deltas} */
  const deltas = { routes: {}, backend: {} };
  for (const route of routes) {
    const before = previous.routes.find((candidate) => candidate.name === route.name);
    if (!before) continue;
    /** @type {Record<string, number>} */
    const changes = {};
    for (const figure of COMPARED) {
      const now = route[figure];
      const then = before[figure];
      if (typeof now === 'number' && typeof then === 'number') changes[figure] = Math.round((now - then) * 1000) / 1000;
    }
    deltas.routes[route.name] = changes;
  }
  for (const line of backend) {
    const before = previous.backend.find((candidate) => candidate.endpoint === line.endpoint);
    if (!before) continue;
    deltas.backend[line.endpoint] = {
      requestsPerSecond: line.requestsPerSecond - before.requestsPerSecond,
      p95Ms: Math.round((line.p95Ms - before.p95Ms) * 100) / 100,
    };
  }
  return deltas;
}

/**
 * @param {string} file
 * @returns {BenchResults | null}
 */
export function readResults(file) {
  if (!existsSync(file)) return null;
  try {
    return /** @type {BenchResults} */ (JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

/**
 * @param {string} file
 * @param {BenchResults} results
 */
export function writeResults(file, results) {
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

const PASS = '✓';
const FAIL = '✗';

/**
 * @param {Check[]} checks
 * @param {Check['figure']} figure
 */
function mark(checks, figure) {
  const check = checks.find((candidate) => candidate.figure === figure);
  if (!check) return '';
  return ` ${check.pass ? PASS : FAIL}`;
}

/**
 * @param {number | null} value
 * @param {(value: number) => string} format
 * @param {string} [missing]
 */
function cell(value, format, missing = '-') {
  return value === null ? missing : format(value);
}

/** @param {string[][]} rows */
function markdownTable(rows) {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length))) ?? [];
  const line = (/** @type {string[]} */ row) =>
    `| ${row.map((text, column) => text + ' '.repeat((widths[column] ?? 0) - [...text].length)).join(' | ')} |`;
  const [header, ...body] = rows;
  if (!header) return '';
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

const HEADER = ['route', 'JS KB gzip', 'requests', 'LH mobile', 'LCP ms', 'TBT ms', 'CLS', 'LH desktop', 'nav ms'];

/**
 * The table of a run, with the targets as its last row and the backend lines below it.
 * @param {BenchResults} results
 */
export function renderTable(results) {
  const anyUncompressed = results.routes.some((route) => route.uncompressedScripts.length > 0);
  const rows = [HEADER];
  for (const route of results.routes) {
    const checks = routeChecks(route);
    const dagger = route.uncompressedScripts.length > 0 ? ' †' : '';
    rows.push([
      route.name,
      cell(route.jsKb, (kb) => `${kb.toFixed(1)}${dagger}${mark(checks, 'jsKb')}`),
      cell(route.requests, String),
      cell(route.lhMobileScore, (score) => `${score}${mark(checks, 'lhMobileScore')}`),
      cell(route.lcpMs, (ms) => `${Math.round(ms)}${mark(checks, 'lcpMs')}`),
      cell(route.tbtMs, (ms) => String(Math.round(ms))),
      cell(route.cls, (cls) => `${cls.toFixed(3)}${mark(checks, 'cls')}`),
      cell(route.lhDesktopScore, String),
      route.name === '/' ? 'n/a' : cell(route.navMs, (ms) => `${Math.round(ms)}${mark(checks, 'navMs')}`),
    ]);
  }
  rows.push([
    '**target**',
    `≤ ${TARGETS.jsKbHome} (/), ≤ ${TARGETS.jsKbOther}`,
    '',
    `≥ ${TARGETS.lhMobileScoreMin}`,
    `≤ ${TARGETS.lcpMsMax}`,
    '',
    `≤ ${TARGETS.clsMax}`,
    '',
    `< ${TARGETS.navMsBelow}`,
  ]);

  const routesMeasured = results.measured.some((part) => part !== 'backend');
  const lines = routesMeasured ? [markdownTable(rows)] : [];
  if (anyUncompressed) lines.push('', '† some scripts of this route were sent without Content-Encoding (uncompressed).');
  if (results.backend.length > 0) {
    if (routesMeasured) lines.push('');
    const width = Math.max(...results.backend.map((line) => line.endpoint.length));
    for (const line of results.backend) {
      const pass = line.p95Ms < TARGETS.backendP95MsBelow ? PASS : FAIL;
      const problems = line.non2xx + line.errors + line.timeouts > 0 ? ` (${line.non2xx} non-2xx, ${line.errors} errors, ${line.timeouts} timeouts)` : '';
      lines.push(
        `Backend GET ${line.endpoint.padEnd(width)}  ${String(line.requestsPerSecond).padStart(6)} req/s  p95 ${line.p95Ms.toFixed(2)} ms ${pass} (target < ${TARGETS.backendP95MsBelow} ms)  [${line.connections} connections, ${line.durationS} s]${problems}`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * The change since the previous run, as a table of signed differences.
 * @param {BenchResults} results
 */
export function renderDeltas(results) {
  if (!results.deltas || !results.previous) return '';
  const signed = (/** @type {number | undefined} */ value, /** @type {number} */ digits) =>
    value === undefined ? '-' : `${value > 0 ? '+' : ''}${value.toFixed(digits)}`;
  const rows = [HEADER];
  for (const route of results.routes) {
    const change = results.deltas.routes[route.name];
    if (!change) continue;
    rows.push([
      route.name,
      signed(change.jsKb, 1),
      signed(change.requests, 0),
      signed(change.lhMobileScore, 0),
      signed(change.lcpMs, 0),
      signed(change.tbtMs, 0),
      signed(change.cls, 3),
      signed(change.lhDesktopScore, 0),
      signed(change.navMs, 0),
    ]);
  }
  const lines = [`Change since the previous run (${results.previous.date}, ${results.previous.commit}):`, '', markdownTable(rows)];
  for (const [endpoint, change] of Object.entries(results.deltas.backend)) {
    lines.push(`Backend GET ${endpoint}: ${signed(change.requestsPerSecond, 0)} req/s, p95 ${signed(change.p95Ms, 2)} ms`);
  }
  return lines.join('\n');
}
