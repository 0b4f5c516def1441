// @ts-check
/**
 * Lighthouse 12 (node API) on Debian's Chromium, per route and preset: the default config
 * (mobile: Moto G Power screen, simulated slow 4G and 4x CPU slowdown) and the desktop config.
 * A preset may be run several times; the figures are those of Lighthouse's own median run
 * (computeMedianRun: the run closest to the median FCP and TTI), as Lighthouse advises for
 * figures that move between runs. Every run gets its own Chrome with a fresh profile, so nothing
 * is cached between runs.
 * A route that needs localStorage (cart, session) gets it before Lighthouse loads the page: the
 * values are written on the same origin through Playwright's CDP connection to that Chrome
 * (on /config.json, which loads no script, so the cache stays empty) and Lighthouse runs with
 * `disableStorageReset` so it does not wipe them.
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from './browser.mjs';
import { using } from './lifecycle.mjs';

/** @typedef {import('./routes.mjs').BenchRoute} BenchRoute */
/** @typedef {import('./routes.mjs').StorageItem} StorageItem */
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
 */
async function seedStorage(port, origin, storage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chrome has no default context');
    const page = await context.newPage();
    await page.goto(`${origin}/config.json`);
    await page.evaluate((items) => {
      for (const item of items) window.localStorage.setItem(item.name, item.value);
    }, storage);
    await page.close();
  } finally {
    // Disconnects; the Chrome started by chrome-launcher keeps running for Lighthouse.
    await browser.close();
  }
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

/**
 * One Lighthouse run of `route` in its own Chrome.
 * @param {string} baseUrl
 * @param {BenchRoute} route
 * @param {Preset} preset
 * @returns {Promise<{ lhr: import('lighthouse').Result, report: string | null }>}
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
      const seeded = route.storage.length > 0;
      if (seeded) await seedStorage(running.port, new URL(baseUrl).origin, route.storage);
      const result = await lighthouse(
        `${baseUrl}${route.path}`,
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
      return { lhr: result.lhr, report: typeof result.report === 'string' ? result.report : null };
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
  /** @type {Array<{ lhr: import('lighthouse').Result, report: string | null }>} */
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(baseUrl, route, preset));
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
    error: lhr.runtimeError?.message ?? wrongPage,
    report,
  };
}
