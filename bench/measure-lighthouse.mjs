// @ts-check
/**
 * Lighthouse 12 (node API) on Debian's Chromium, per route and preset: the default config
 * (mobile: Moto G Power screen, simulated slow 4G and 4x CPU slowdown) and the desktop config.
 * A preset may be run several times; the figures are those of Lighthouse's own median run
 * (computeMedianRun: the run closest to the median FCP and TTI), as Lighthouse advises for
 * figures that move between runs. Every run gets its own Chrome with a fresh profile, so nothing
 * is cached between runs.
 * A customer's page gets their cookies (session, cart) and the browser's copy in localStorage
 * before Lighthouse loads it: they are set on the host's origin through Playwright's CDP
 * connection to that Chrome (localStorage on /config.json, which loads no script, so the cache
 * stays empty) and Lighthouse runs with `disableStorageReset` so it does not wipe them. Each run
 * then checks, in Lighthouse's own record of the protocol, that the page was requested with every
 * cookie and that the server answered it as a customer's page (`Cache-Control: private`), so a
 * figure is never a visitor's page taken for the customer's.
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH, originCookies } from './browser.mjs';
import { using } from './lifecycle.mjs';

/** @typedef {import('./routes.mjs').BenchRoute} BenchRoute */
/** @typedef {import('./routes.mjs').StorageItem} StorageItem */
/** @typedef {import('./routes.mjs').CookieItem} CookieItem */
/** @typedef {'mobile' | 'desktop'} Preset */

/**
 * @typedef {{
 *   score: number | null,
 *   lcpMs: number | null,
 *   tbtMs: number | null,
 *   cls: number | null,
 *   fcpMs: number | null,
 *   speedIndexMs: number | null,
 *   error: string | null,
 *   report: string | null,
 * }} LighthouseFigures
 */

/**
 * Stops a Chrome of chrome-launcher. A SIGTERM first lets Chrome shut down its own helper
 * processes and reap them; chrome-launcher's kill (SIGKILL to the process group) alone would
 * leave them as zombies where PID 1 does not reap orphans (containers). The kill then removes the
 * temporary profile, and kills whatever did not exit within 5 s.
 * @param {chromeLauncher.LaunchedChrome} chrome
 */
async function stopChrome(chrome) {
  const child = chrome.process;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  chrome.kill();
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

/**
 * @param {number} port
 * @param {string} origin
 * @param {StorageItem[]} storage
 * @param {CookieItem[]} cookies
 */
async function seedState(port, origin, storage, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chrome has no default context');
    if (cookies.length > 0) await context.addCookies(originCookies(origin, cookies));
    if (storage.length > 0) {
      const page = await context.newPage();
      await page.goto(`${origin}/config.json`);
      await page.evaluate((items) => {
        for (const item of items) window.localStorage.setItem(item.name, item.value);
      }, storage);
      await page.close();
    }
  } finally {
    // Disconnects; the Chrome started by chrome-launcher keeps running for Lighthouse.
    await browser.close();
  }
}

/**
 * What went wrong with a customer's cookies in a Lighthouse run, or null: the page's request must
 * carry every cookie, and the server must answer it as a page of theirs alone (`Cache-Control:
 * private`, which the host sends only for a request with a customer's cookies).
 * @param {import('lighthouse').Artifacts['DevtoolsLog']} devtoolsLog
 * @param {string} url the page's address
 * @param {CookieItem[]} cookies
 * @returns {string | null}
 */
export function cookieProblem(devtoolsLog, url, cookies) {
  if (cookies.length === 0) return null;
  const request = devtoolsLog.find((event) => event.method === 'Network.requestWillBeSent' && event.params.type === 'Document' && event.params.request.url === url);
  if (!request || request.method !== 'Network.requestWillBeSent') return `Lighthouse recorded no request of ${url}`;
  const { requestId } = request.params;
  // The first request's cookies: a redirect's next hop has the same id.
  const extra = devtoolsLog.find((event) => event.method === 'Network.requestWillBeSentExtraInfo' && event.params.requestId === requestId);
  const sent = extra?.method === 'Network.requestWillBeSentExtraInfo' ? extra.params.associatedCookies.filter((entry) => entry.blockedReasons.length === 0).map((entry) => entry.cookie.name) : [];
  const missing = cookies.map((cookie) => cookie.name).filter((name) => !sent.includes(name));
  if (missing.length > 0) return `the page was requested without the cookie(s) ${missing.join(', ')}`;
  const response = devtoolsLog.find((event) => event.method === 'Network.responseReceived' && event.params.requestId === requestId);
  const headers = response?.method === 'Network.responseReceived' ? response.params.response.headers : {};
  const cacheControl = Object.entries(headers).find(([name]) => name.toLowerCase() === 'cache-control')?.[1] ?? '';
  return /\bprivate\b/.test(cacheControl) ? null : `the server answered the customer's page with Cache-Control "${cacheControl}", not as theirs alone`;
}

/**
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 * @returns {number | null}
 */
function numeric(lhr, id) {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

/** Lighthouse's errors for a trace Chrome failed to record, not for anything of the page. */
const TRACE_LOST = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

/**
 * One Lighthouse run of `route` in its own Chrome.
 * @param {string} baseUrl
 * @param {BenchRoute} route
 * @param {Preset} preset
 * @returns {Promise<{ lhr: import('lighthouse').Result, report: string | null, cookieProblem: string | null }>}
 */
async function runLighthouse(baseUrl, route, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  return using(
    chrome,
    stopChrome,
    async (running) => {
      const seeded = route.storage.length > 0 || route.cookies.length > 0;
      if (seeded) await seedState(running.port, new URL(baseUrl).origin, route.storage, route.cookies);
      const url = `${baseUrl}${route.path}`;
      const result = await lighthouse(
        url,
        {
          port: running.port,
          logLevel: 'error',
          output: 'html',
          onlyCategories: ['performance'],
          disableStorageReset: seeded,
        },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error('Lighthouse returned no result');
      return {
        lhr: result.lhr,
        report: typeof result.report === 'string' ? result.report : null,
        cookieProblem: cookieProblem(result.artifacts.DevtoolsLog, url, route.cookies),
      };
    },
  );
}

/**
 * @param {string} baseUrl
 * @param {BenchRoute} route
 * @param {Preset} preset
 * @param {string | null} reportDir where to write the HTML report of the median run, or null for none
 * @param {number} runs how many times to run Lighthouse; the median run's figures are kept
 * @returns {Promise<LighthouseFigures>}
 */
export async function measureLighthouse(baseUrl, route, preset, reportDir, runs = 1) {
  /** @type {Array<{ lhr: import('lighthouse').Result, report: string | null, cookieProblem: string | null }>} */
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    let result = await runLighthouse(baseUrl, route, preset);
    // Chrome now and then loses the trace of a load; Lighthouse's own advice is to run it again.
    if (TRACE_LOST.has(result.lhr.runtimeError?.code ?? '')) result = await runLighthouse(baseUrl, route, preset);
    results.push(result);
  }
  // A run that failed (no FCP) cannot be a median; then the first run tells what went wrong.
  const failed = results.find(({ lhr }) => lhr.runtimeError || typeof lhr.audits['first-contentful-paint']?.numericValue !== 'number');
  const medianLhr = failed ? null : computeMedianRun(results.map((result) => result.lhr));
  const median = failed ?? results.find(({ lhr }) => lhr === medianLhr);
  if (!median) throw new Error('Lighthouse returned no run');
  const { lhr } = median;
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  const wrongPage = finalPath !== route.path ? `ended on ${finalPath} instead of ${route.path}` : null;
  const score = lhr.categories.performance?.score;

  /** @type {string | null} */
  let report = null;
  if (reportDir && median.report !== null) {
    mkdirSync(reportDir, { recursive: true });
    const slug = route.name === '/' ? 'home' : route.name.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '');
    report = path.join(reportDir, `${preset}-${slug}.html`);
    writeFileSync(report, median.report);
  }
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    error: lhr.runtimeError?.message ?? wrongPage ?? median.cookieProblem,
    report,
  };
}
