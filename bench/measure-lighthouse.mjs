// @ts-check
/**
 * Lighthouse 12 (node API) on Debian's Chromium, one run per route and preset: the default
 * config (mobile: Moto G Power screen, simulated slow 4G and 4x CPU slowdown) and the desktop
 * config. Every run gets its own Chrome with a fresh profile, so nothing is cached between runs.
 * A route that needs localStorage (cart, session) gets it before Lighthouse loads the page: the
 * values are written on the same origin through Playwright's CDP connection to that Chrome
 * (on /config.json, which loads no script, so the cache stays empty) and Lighthouse runs with
 * `disableStorageReset` so it does not wipe them.
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
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
 * @param {string} baseUrl
 * @param {BenchRoute} route
 * @param {Preset} preset
 * @param {string | null} reportDir where to write the HTML report, or null for none
 * @returns {Promise<LighthouseFigures>}
 */
export async function measureLighthouse(baseUrl, route, preset, reportDir) {
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
      const { lhr } = result;
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      const wrongPage = finalPath !== route.path ? `ended on ${finalPath} instead of ${route.path}` : null;
      const score = lhr.categories.performance?.score;

      /** @type {string | null} */
      let report = null;
      if (reportDir && typeof result.report === 'string') {
        mkdirSync(reportDir, { recursive: true });
        const slug = route.name === '/' ? 'home' : route.name.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '');
        report = path.join(reportDir, `${preset}-${slug}.html`);
        writeFileSync(report, result.report);
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
    },
  );
}
