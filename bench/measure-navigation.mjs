// @ts-check
/**
 * Time of a client-side navigation from / into a route, unthrottled: a fresh context opens /,
 * waits for its h1 and a quiet network, then, inside the page, notes `performance.now()`, starts
 * the navigation with the app's router (a click on a visible link to the route when / shows one,
 * otherwise `history.pushState` plus a `popstate` event, which react-router's BrowserRouter
 * follows) and stops the clock when the URL is the route's and an h1 with a text other than the
 * home page's is in the DOM (a MutationObserver watches, so no polling delay is added).
 */
import { freshContext, summarise, trackNetwork } from './browser.mjs';

/** @typedef {import('./routes.mjs').BenchRoute} BenchRoute */
/** @typedef {import('@playwright/test').Browser} Browser */

/**
 * @typedef {{
 *   navMs: number | null,
 *   navMethod: 'link' | 'history',
 *   navRequests: number,
 *   navJsBytes: number,
 *   navError: string | null,
 * }} NavigationFigures
 */

/** @typedef {{ ms: number | null, method: 'link' | 'history', error: string | null }} InPageResult */

const NAVIGATION_TIMEOUT_MS = 15000;

/**
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {BenchRoute} route
 * @returns {Promise<NavigationFigures>}
 */
export async function measureNavigation(browser, baseUrl, route) {
  const context = await freshContext(browser, new URL(baseUrl).origin, route.storage, route.cookies);
  try {
    const page = await context.newPage();
    const network = await trackNetwork(page);
    await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: 30000 });
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20000 });
    await network.waitForIdle();
    const mark = network.mark();

    /** @type {InPageResult} */
    const result = await page.evaluate(
      ({ path, timeoutMs }) => {
        const homeHeading = document.querySelector('h1')?.textContent?.trim() ?? '';
        const arrived = () =>
          window.location.pathname === path &&
          [...document.querySelectorAll('h1')].some((h1) => {
            const text = h1.textContent?.trim() ?? '';
            return text !== '' && text !== homeHeading;
          });
        const link = [...document.querySelectorAll('a')].find((anchor) => {
          if (anchor.getAttribute('href') !== path) return false;
          const box = anchor.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(anchor).visibility !== 'hidden';
        });
        /** @type {'link' | 'history'} */
        const method = link ? 'link' : 'history';

        return new Promise((resolve) => {
          const began = performance.now();
          /** @type {ReturnType<typeof setTimeout> | undefined} */
          let timer;
          const observer = new MutationObserver(() => {
            if (!arrived()) return;
            observer.disconnect();
            clearTimeout(timer);
            resolve({ ms: performance.now() - began, method, error: null });
          });
          observer.observe(document, { subtree: true, childList: true, characterData: true });
          timer = setTimeout(() => {
            observer.disconnect();
            resolve({ ms: null, method, error: `no new h1 on ${window.location.pathname} within ${timeoutMs} ms` });
          }, timeoutMs);

          if (link) {
            link.click();
          } else {
            const state = /** @type {{ idx?: number } | null} */ (window.history.state);
            window.history.pushState({ usr: null, key: 'bench', idx: (state?.idx ?? 0) + 1 }, '', path);
            window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
          }
        });
      },
      { path: route.path, timeoutMs: NAVIGATION_TIMEOUT_MS },
    );

    await network.waitForIdle(300, 5000);
    const traffic = summarise(network.since(mark));
    await network.detach();
    return {
      navMs: result.ms,
      navMethod: result.method,
      navRequests: traffic.requests.length,
      navJsBytes: traffic.scriptBytes,
      navError: result.error,
    };
  } finally {
    await context.close();
  }
}
