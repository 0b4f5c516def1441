// @ts-check
/**
 * The figures of one run: checked against the targets, printed as one Markdown table (readable in
 * a terminal, pasteable into the README) with the server's and the backend's lines and the
 * checkout's table below it, compared with the previous run and written as JSON.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** @typedef {import('./measure-backend.mjs').BackendFigures} BackendFigures */
/** @typedef {import('./measure-server.mjs').LoadFigures} LoadFigures */
/** @typedef {import('./measure-server.mjs').MemoryFigures} MemoryFigures */
/** @typedef {import('./measure-federation.mjs').FederationFigures} FederationFigures */
/** @typedef {import('./measure-checkout.mjs').CheckoutFigures} CheckoutFigures */

/** 1 KB = 1024 bytes, as Lighthouse and webpack's size hints count. */
export const KB = 1024;

/**
 * Every page has the Lighthouse targets of server rendering, the customer's own pages (`session`,
 * measured with their cookies) as the public ones, but for TBT, which only the public pages have.
 */
export const TARGETS = {
  // First-load JavaScript of every route, the federation runtime included.
  jsKbMax: 200,
  lhMobileScoreMin: 98,
  lcpMsMax: 1200,
  tbtMsMax: 150,
  clsMax: 0,
  navMsBelow: 300,
  backendP95MsBelow: 20,
  serverPagesPerSecondMin: 100,
  serverP95MsBelow: 100,
  /** Growth of the server's resident memory from 1,000 to 10,000 renders. */
  memoryGrowthMax: 0.2,
  /** What federation may add to the single bundle's first-load JavaScript and LCP. */
  federationCostMax: 0.1,
};

/**
 * @typedef {{
 *   name: string,
 *   path: string,
 *   remote: string,
 *   session: boolean,
 *   ttfbMs: number | null,
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
 *   server: LoadFigures[],
 *   memory: MemoryFigures | null,
 *   federation: FederationFigures[],
 *   checkout: CheckoutFigures[],
 *   failures: string[],
 *   previous: { date: string, commit: string } | null,
 *   deltas: Deltas | null,
 * }} BenchResults
 */

/**
 * @typedef {{
 *   routes: Record<string, Record<string, number>>,
 *   backend: Record<string, Record<string, number>>,
 *   server?: Record<string, Record<string, number>>,
 *   checkout?: Record<string, Record<string, number>>,
 * }} Deltas
 */

/** The route figures compared between runs (and shown in the table). */
const COMPARED = /** @type {const} */ ([
  'ttfbMs',
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
 * @param {{ name: string, path: string, remote: string, session: boolean }} route
 * @returns {RouteResult}
 */
export function emptyRouteResult({ name, path, remote, session }) {
  return {
    name,
    path,
    remote,
    session,
    ttfbMs: null,
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
 * @typedef {{ figure: 'jsKb' | 'lhMobileScore' | 'lcpMs' | 'tbtMs' | 'cls' | 'navMs', pass: boolean, describe: string }} Check
 */

/** The Lighthouse targets of a route: the same score, LCP and CLS for every page, TBT for the public ones. */
export function lighthouseTargets(/** @type {{ session: boolean }} */ route) {
  return { score: TARGETS.lhMobileScoreMin, lcpMs: TARGETS.lcpMsMax, tbtMs: route.session ? null : TARGETS.tbtMsMax, cls: TARGETS.clsMax };
}

/**
 * The targets that apply to a route's measured figures (a figure not measured is not checked).
 * @param {RouteResult} route
 * @returns {Check[]}
 */
export function routeChecks(route) {
  /** @type {Check[]} */
  const checks = [];
  const jsLimit = TARGETS.jsKbMax;
  const lighthouse = lighthouseTargets(route);
  if (route.jsKb !== null) {
    checks.push({ figure: 'jsKb', pass: route.jsKb <= jsLimit, describe: `JS ${route.jsKb.toFixed(1)} KB > ${jsLimit} KB` });
  }
  if (route.lhMobileScore !== null) {
    checks.push({
      figure: 'lhMobileScore',
      pass: route.lhMobileScore >= lighthouse.score,
      describe: `Lighthouse mobile ${route.lhMobileScore} < ${lighthouse.score}`,
    });
  }
  if (route.lcpMs !== null) {
    checks.push({
      figure: 'lcpMs',
      pass: route.lcpMs <= lighthouse.lcpMs,
      describe: `LCP ${Math.round(route.lcpMs)} ms > ${lighthouse.lcpMs} ms`,
    });
  }
  if (route.tbtMs !== null && lighthouse.tbtMs !== null) {
    checks.push({ figure: 'tbtMs', pass: route.tbtMs <= lighthouse.tbtMs, describe: `TBT ${Math.round(route.tbtMs)} ms > ${lighthouse.tbtMs} ms` });
  }
  if (route.cls !== null) {
    checks.push({ figure: 'cls', pass: route.cls <= lighthouse.cls, describe: `CLS ${route.cls.toFixed(3)} > ${lighthouse.cls}` });
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
 * The targets of a page under load: pages per second, p95, and every response a page the server rendered.
 * @param {LoadFigures} line
 */
export function loadChecks(line) {
  return [
    { pass: line.pagesPerSecond >= TARGETS.serverPagesPerSecondMin, describe: `${line.pagesPerSecond} pages/s < ${TARGETS.serverPagesPerSecondMin}` },
    { pass: line.p95Ms < TARGETS.serverP95MsBelow, describe: `p95 ${line.p95Ms} ms >= ${TARGETS.serverP95MsBelow} ms` },
    {
      pass: line.shells + line.non2xx + line.errors === 0,
      describe: `${line.shells} app shells, ${line.non2xx} non-2xx, ${line.errors} errors instead of rendered pages`,
    },
  ];
}

/**
 * Federation's cost in a figure, as a fraction of the single bundle's (0.05 = 5 % more), or null
 * when either was not measured.
 * @param {number | null} federated
 * @param {number | null} single
 */
export function costOf(federated, single) {
  return federated === null || single === null || single === 0 ? null : federated / single - 1;
}

/**
 * Federation's cost on a route: first-load JavaScript and LCP against the single bundle's.
 * @param {FederationFigures} line
 */
export function federationChecks(line) {
  return /** @type {const} */ (['jsKb', 'lcpMs']).flatMap((figure) => {
    const cost = costOf(line.federated[figure], line.single[figure]);
    const what = figure === 'jsKb' ? 'first-load JS' : 'LCP';
    return cost === null ? [] : [{ figure, cost, pass: cost <= TARGETS.federationCostMax, describe: `${what} ${percent(cost)} over the single bundle (> ${percent(TARGETS.federationCostMax)})` }];
  });
}

/**
 * Growth of the server's memory between its first and last checkpoint, as a fraction (0.05 = 5 %).
 * @param {MemoryFigures} memory
 */
export function memoryGrowth(memory) {
  const first = memory.points[0];
  const last = memory.points[memory.points.length - 1];
  return first && last ? (last.rssMb - first.rssMb) / first.rssMb : Number.NaN;
}

/**
 * Every failed target and every measurement that could not be taken, one line each.
 * @param {RouteResult[]} routes
 * @param {BackendFigures[]} backend
 * @param {LoadFigures[]} [server]
 * @param {MemoryFigures | null} [memory]
 * @param {FederationFigures[]} [federation]
 * @param {CheckoutFigures[]} [checkout]
 */
export function failuresOf(routes, backend, server = [], memory = null, federation = [], checkout = []) {
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
  for (const line of server) {
    for (const check of loadChecks(line)) if (!check.pass) failures.push(`server ${line.path}: ${check.describe}`);
  }
  if (memory) {
    const growth = memoryGrowth(memory);
    if (!(growth <= TARGETS.memoryGrowthMax)) failures.push(`server memory grew ${percent(growth)} from the first to the last checkpoint (> ${percent(TARGETS.memoryGrowthMax)})`);
    if (memory.shells + memory.failures > 0) failures.push(`server memory: ${memory.shells} app shells and ${memory.failures} failures among the renders`);
  }
  for (const line of federation) {
    for (const check of federationChecks(line)) if (!check.pass) failures.push(`federation ${line.name}: ${check.describe}`);
    for (const error of line.errors) failures.push(`federation ${line.name}: not measured: ${error}`);
  }
  for (const line of checkout) {
    if (line.error !== null) failures.push(`checkout ${line.setup}: not measured: ${line.error}`);
    else if (line.errors !== null && line.errors > 0) failures.push(`checkout ${line.setup}: ${line.errors} order requests failed`);
  }
  return failures;
}

/** @param {number} fraction */
const percent = (fraction) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)} %`;

/**
 * @param {BenchResults | null} previous
 * @param {RouteResult[]} routes
 * @param {BackendFigures[]} backend
 * @param {LoadFigures[]} [server]
 * @param {CheckoutFigures[]} [checkout]
 * @returns {Deltas | null}
 */
export function deltasFrom(previous, routes, backend, server = [], checkout = []) {
  if (!previous) return null;
  /** @type {Deltas} */
  const deltas = { routes: {}, backend: {}, server: {}, checkout: {} };
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
  for (const line of server) {
    // Runs before server rendering have no server lines.
    const before = (previous.server ?? []).find((candidate) => candidate.path === line.path);
    if (!before || !deltas.server) continue;
    deltas.server[line.path] = { pagesPerSecond: line.pagesPerSecond - before.pagesPerSecond, p95Ms: Math.round((line.p95Ms - before.p95Ms) * 10) / 10 };
  }
  for (const line of checkout) {
    // Runs before the checkout part have no checkout lines.
    const before = (previous.checkout ?? []).find((candidate) => candidate.setup === line.setup);
    if (!before || !deltas.checkout) continue;
    /** @type {Record<string, number>} */
    const changes = {};
    if (line.ordersPerSecond !== null && before.ordersPerSecond !== null) changes.ordersPerSecond = Math.round((line.ordersPerSecond - before.ordersPerSecond) * 10) / 10;
    if (line.p95Ms !== null && before.p95Ms !== null) changes.p95Ms = Math.round((line.p95Ms - before.p95Ms) * 100) / 100;
    if (Object.keys(changes).length > 0) deltas.checkout[line.setup] = changes;
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

const HEADER = ['route', 'TTFB ms', 'JS KB gzip', 'requests', 'LH mobile', 'LCP ms', 'TBT ms', 'CLS', 'LH desktop', 'nav ms'];

/** The figures of a route's row, any of which makes the table worth showing. */
const ROUTE_FIGURES = /** @type {const} */ (['ttfbMs', 'jsKb', 'lhMobileScore', 'lhDesktopScore', 'navMs']);

/**
 * The lines of the server under load and of its memory.
 * @param {BenchResults} results
 */
function renderServerLines(results) {
  const lines = [];
  const width = Math.max(0, ...(results.server ?? []).map((line) => line.path.length));
  for (const line of results.server ?? []) {
    const [rate, p95, whole] = loadChecks(line);
    const problems = whole?.pass ? '' : ` (${whole?.describe})`;
    lines.push(
      `Server GET ${line.path.padEnd(width)}  ${String(line.pagesPerSecond).padStart(5)} pages/s ${rate?.pass ? PASS : FAIL}  p95 ${line.p95Ms.toFixed(1)} ms ${p95?.pass ? PASS : FAIL} (targets ≥ ${TARGETS.serverPagesPerSecondMin} pages/s, p95 < ${TARGETS.serverP95MsBelow} ms)  [${line.connections} connections, ${line.durationS} s, brotli, page cache on]${problems}`,
    );
  }
  for (const line of results.federation ?? []) {
    const checks = federationChecks(line);
    const figure = (/** @type {'jsKb' | 'lcpMs'} */ name, /** @type {string} */ unit) => {
      const check = checks.find((candidate) => candidate.figure === name);
      const federated = line.federated[name];
      const single = line.single[name];
      if (!check || federated === null || single === null) return `${name === 'jsKb' ? 'JS' : 'LCP'} -`;
      return `${name === 'jsKb' ? 'JS' : 'LCP'} ${federated} vs ${single} ${unit} (${percent(check.cost)}) ${check.pass ? PASS : FAIL}`;
    };
    lines.push(`Federation ${line.name.padEnd(11)} federated vs one bundle: ${figure('jsKb', 'KB')}, ${figure('lcpMs', 'ms')} (target ≤ ${percent(TARGETS.federationCostMax)})`);
  }
  if (results.memory) {
    const growth = memoryGrowth(results.memory);
    const points = results.memory.points.map((point) => `${point.rssMb.toFixed(1)} MB after ${point.afterRenders.toLocaleString('en')} renders`).join(', ');
    lines.push(`Server memory: ${points} (${percent(growth)}) ${growth <= TARGETS.memoryGrowthMax ? PASS : FAIL} (target ≤ ${percent(TARGETS.memoryGrowthMax)})`);
  }
  return lines;
}

/**
 * The checkout's small table: one row per setup (database and api replicas), no targets.
 * @param {CheckoutFigures[]} checkout
 */
export function renderCheckoutTable(checkout) {
  if (checkout.length === 0) return '';
  const rows = [['setup', 'orders/s', 'p95 ms', 'errors']];
  for (const line of checkout) {
    rows.push([line.setup, cell(line.ordersPerSecond, (rate) => rate.toFixed(1)), cell(line.p95Ms, (ms) => ms.toFixed(1)), cell(line.errors, String)]);
  }
  const measured = checkout.find((line) => line.durationS !== null);
  const customers = checkout[0]?.customers ?? 0;
  const duration = measured?.durationS == null ? '' : ` for ${Math.round(measured.durationS)} s`;
  const lines = [
    `Checkout: ${customers} customers placing pickup orders back to back${duration} after a 2 s warm-up, each request to the next api replica in turn`,
    '',
    markdownTable(rows),
  ];
  for (const line of checkout) if (line.error !== null) lines.push(`${line.setup}: not measured: ${line.error}`);
  return lines.join('\n');
}

/**
 * The table of a run, with the targets as its last row and the server's and backend's lines and
 * the checkout's table below it.
 * @param {BenchResults} results
 */
export function renderTable(results) {
  const anyUncompressed = results.routes.some((route) => route.uncompressedScripts.length > 0);
  const rows = [HEADER];
  for (const route of results.routes) {
    const checks = routeChecks(route);
    const dagger = route.uncompressedScripts.length > 0 ? ' †' : '';
    rows.push([
      route.session ? `${route.name} *` : route.name,
      cell(route.ttfbMs, (ms) => ms.toFixed(1)),
      cell(route.jsKb, (kb) => `${kb.toFixed(1)}${dagger}${mark(checks, 'jsKb')}`),
      cell(route.requests, String),
      cell(route.lhMobileScore, (score) => `${score}${mark(checks, 'lhMobileScore')}`),
      cell(route.lcpMs, (ms) => `${Math.round(ms)}${mark(checks, 'lcpMs')}`),
      cell(route.tbtMs, (ms) => `${Math.round(ms)}${mark(checks, 'tbtMs')}`),
      cell(route.cls, (cls) => `${cls.toFixed(3)}${mark(checks, 'cls')}`),
      cell(route.lhDesktopScore, String),
      route.name === '/' ? 'n/a' : cell(route.navMs, (ms) => `${Math.round(ms)}${mark(checks, 'navMs')}`),
    ]);
  }
  rows.push([
    '**target**',
    '',
    `≤ ${TARGETS.jsKbMax}`,
    '',
    `≥ ${TARGETS.lhMobileScoreMin}`,
    `≤ ${TARGETS.lcpMsMax}`,
    `≤ ${TARGETS.tbtMsMax} (* -)`,
    `${TARGETS.clsMax}`,
    '',
    `< ${TARGETS.navMsBelow}`,
  ]);

  const routesMeasured = results.routes.some((route) => ROUTE_FIGURES.some((figure) => route[figure] !== null));
  const lines = routesMeasured ? [markdownTable(rows)] : [];
  if (routesMeasured && results.routes.some((route) => route.session)) {
    lines.push('', "\\* a page of the customer's own state, measured signed in with their cookies (/cart with three meals in the cart, /user/dashboard with two orders, the order page one of them); no TBT target");
  }
  if (anyUncompressed) lines.push('', '† some scripts of this route were sent without Content-Encoding (uncompressed).');
  const serverLines = renderServerLines(results);
  if (serverLines.length > 0) lines.push('', ...serverLines);
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
  const checkout = renderCheckoutTable(results.checkout ?? []);
  if (checkout) {
    if (lines.length > 0) lines.push('');
    lines.push(checkout);
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
    if (!change || Object.keys(change).length === 0) continue;
    rows.push([
      route.name,
      signed(change.ttfbMs, 1),
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
  const lines = [`Change since the previous run (${results.previous.date}, ${results.previous.commit}):`];
  if (rows.length > 1) lines.push('', markdownTable(rows));
  for (const [endpoint, change] of Object.entries(results.deltas.backend)) {
    lines.push(`Backend GET ${endpoint}: ${signed(change.requestsPerSecond, 0)} req/s, p95 ${signed(change.p95Ms, 2)} ms`);
  }
  for (const [path, change] of Object.entries(results.deltas.server ?? {})) {
    lines.push(`Server GET ${path}: ${signed(change.pagesPerSecond, 0)} pages/s, p95 ${signed(change.p95Ms, 1)} ms`);
  }
  for (const [setup, change] of Object.entries(results.deltas.checkout ?? {})) {
    lines.push(`Checkout ${setup}: ${signed(change.ordersPerSecond, 1)} orders/s, p95 ${signed(change.p95Ms, 2)} ms`);
  }
  // Nothing this run measured was in the previous one (a run of a part alone).
  return lines.length === 1 ? '' : lines.join('\n');
}
