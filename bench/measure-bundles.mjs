// @ts-check
/**
 * JavaScript transferred on the first load of each route: a fresh browser context (empty cache),
 * the route opened directly, then the bytes of every Script response as `Network.loadingFinished`
 * counts them (encoded, i.e. as sent: gzip when the server compresses, headers included), all
 * origins together, once the page shows its h1, has hydrated, and the network has been quiet for 500 ms.
 */
import { freshContext, summarise, trackNetwork } from './browser.mjs';

/** @typedef {import('./routes.mjs').BenchRoute} BenchRoute */
/** @typedef {import('@playwright/test').Browser} Browser */

/**
 * @typedef {{
 *   jsBytes: number,
 *   jsDecodedBytes: number,
 *   jsRequests: number,
 *   requests: number,
 *   uncompressedScripts: string[],
 *   networkIdle: boolean,
 * }} BundleFigures
 */

/**
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {BenchRoute} route
 * @returns {Promise<BundleFigures>}
 */
export async function measureBundle(browser, baseUrl, route) {
  const context = await freshContext(browser, new URL(baseUrl).origin, route.storage, route.cookies);
  try {
    const page = await context.newPage();
    const network = await trackNetwork(page);
    await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'load', timeout: 30000 });
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20000 });
    // A server-rendered page shows its h1 before any script: its app has started once it has hydrated.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20000 });
    const networkIdle = await network.waitForIdle();
    const pathname = new URL(page.url()).pathname;
    if (pathname !== route.path) throw new Error(`${route.name} ended on ${pathname} instead of ${route.path}`);
    const traffic = summarise(network.requests());
    await network.detach();
    return {
      jsBytes: traffic.scriptBytes,
      jsDecodedBytes: traffic.scriptDecodedBytes,
      jsRequests: traffic.scripts.length,
      requests: traffic.requests.length,
      uncompressedScripts: traffic.uncompressedScripts,
      networkIdle,
    };
  } finally {
    await context.close();
  }
}
