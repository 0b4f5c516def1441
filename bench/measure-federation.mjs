// @ts-check
/**
 * What Module Federation costs, side by side in the same run: the host built as one bundle without
 * federation (single-bundle/: the same pages from the same sources, the remotes' pages as its own
 * code-split chunks), served by the same server on the same port, with the same backend, against
 * the federated build. Per route: first-load JavaScript (measure-bundles.mjs) and Lighthouse
 * mobile LCP (measure-lighthouse.mjs, the median of the same number of runs).
 */
import { existsSync } from 'node:fs';
import { launchBrowser } from './browser.mjs';
import { using } from './lifecycle.mjs';
import { measureBundle } from './measure-bundles.mjs';
import { measureLighthouse } from './measure-lighthouse.mjs';
import { KB } from './report.mjs';
import { BROWSER_DIST, SERVER_ENTRY, singleBundleEnv } from './single-bundle/paths.mjs';

/** @typedef {import('./routes.mjs').BenchRoute} BenchRoute */
/** @typedef {{ jsKb: number | null, lcpMs: number | null }} BuildFigures */
/** @typedef {{ name: string, path: string, federated: BuildFigures, single: BuildFigures, errors: string[] }} FederationFigures */

/** The public routes compared: the home page, the menu, a meal and a post. */
export const FEDERATION_ROUTES = ['/', '/menu', '/food/{id}', '/blog/{id}'];

/** Whether the single-bundle build exists (`node bench/single-bundle/build.mjs`, part of the benchmark's build). */
export const singleBundleBuilt = () => existsSync(BROWSER_DIST) && existsSync(SERVER_ENTRY);

/**
 * First-load JavaScript and the LCP of Lighthouse's median mobile run, each measurement's failure
 * recorded rather than thrown.
 * @param {string} baseUrl
 * @param {BenchRoute} route
 * @param {number} runs
 * @param {string[]} errors
 * @returns {Promise<BuildFigures>}
 */
export async function measureBuild(baseUrl, route, runs, errors) {
  /** @type {BuildFigures} */
  const figures = { jsKb: null, lcpMs: null };
  try {
    const bundle = await using(await launchBrowser(), (browser) => browser.close(), (browser) => measureBundle(browser, baseUrl, route));
    figures.jsKb = Math.round((bundle.jsBytes / KB) * 10) / 10;
  } catch (error) {
    errors.push(`first load: ${error instanceof Error ? error.message : String(error)}`);
  }
  const mobile = await measureLighthouse(baseUrl, route, 'mobile', null, runs);
  if (mobile.error) errors.push(`lighthouse: ${mobile.error}`);
  figures.lcpMs = mobile.lcpMs === null ? null : Math.round(mobile.lcpMs);
  return figures;
}

/**
 * Serves the single-bundle build in place of the host's own (the host's server restarted on its
 * port with HOST_DIST_DIR and SSR_ENTRY) while `measure` runs, then the host's own again.
 * @template T
 * @param {{ stopService(name: string): Promise<void>, startService(name: string, env?: Record<string, string>): Promise<void> }} stack
 * @param {() => Promise<T>} measure
 * @returns {Promise<T>}
 */
export async function withSingleBundle(stack, measure) {
  await stack.stopService('host');
  await stack.startService('host', singleBundleEnv());
  try {
    return await measure();
  } finally {
    await stack.stopService('host');
    await stack.startService('host');
  }
}
