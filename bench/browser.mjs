// @ts-check
/**
 * Debian's Chromium through Playwright, and a record of a page's network traffic read from the
 * Chrome DevTools Protocol (what `Network.loadingFinished` says went over the wire).
 */
import { chromium } from '@playwright/test';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('./routes.mjs').StorageItem} StorageItem */
/** @typedef {import('./routes.mjs').CookieItem} CookieItem */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

/** The benchmark stops the browser itself (lifecycle.mjs), so Playwright must not exit on a signal first. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROME_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/**
 * The cookies of `origin` as the storefront's pages leave them: sent with the site's own requests
 * and links (SameSite=Lax), the session out of scripts' reach (HttpOnly), as the host sets it.
 * @param {string} origin
 * @param {CookieItem[]} cookies
 */
export function originCookies(origin, cookies) {
  const { hostname, protocol } = new URL(origin);
  return cookies.map((cookie) => ({
    ...cookie,
    domain: hostname,
    path: '/',
    // A cookie for this browser session only.
    expires: -1,
    httpOnly: cookie.name === 'session',
    secure: protocol === 'https:',
    sameSite: /** @type {const} */ ('Lax'),
  }));
}

/**
 * A fresh context (empty cache) whose cookies and localStorage hold `cookies` and `storage` for
 * `origin` before any page loads.
 * @param {Browser} browser
 * @param {string} origin
 * @param {StorageItem[]} storage
 * @param {CookieItem[]} cookies
 * @returns {Promise<BrowserContext>}
 */
export function freshContext(browser, origin, storage, cookies) {
  return browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: { cookies: originCookies(origin, cookies), origins: storage.length > 0 ? [{ origin, localStorage: storage }] : [] },
  });
}

/**
 * @typedef {{
 *   url: string,
 *   type: string,
 *   encodedBytes: number,
 *   decodedBytes: number,
 *   contentEncoding: string,
 *   done: boolean,
 *   failed: boolean,
 *   startedAt: number,
 * }} RequestRecord
 */

/**
 * @typedef {{
 *   requests: RequestRecord[],
 *   scripts: RequestRecord[],
 *   scriptBytes: number,
 *   scriptDecodedBytes: number,
 *   uncompressedScripts: string[],
 * }} TrafficSummary
 */

/**
 * @param {RequestRecord[]} requests
 * @returns {TrafficSummary}
 */
export function summarise(requests) {
  const scripts = requests.filter((request) => request.type === 'Script');
  return {
    requests,
    scripts,
    scriptBytes: scripts.reduce((sum, request) => sum + request.encodedBytes, 0),
    scriptDecodedBytes: scripts.reduce((sum, request) => sum + request.decodedBytes, 0),
    uncompressedScripts: scripts
      .filter((request) => !request.contentEncoding && request.decodedBytes > 1024)
      .map((request) => request.url),
  };
}

/**
 * Records every request of `page` from now on (data: URLs aside).
 * @param {Page} page
 */
export async function trackNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  /** @type {Map<string, RequestRecord>} */
  const byId = new Map();
  /** @type {RequestRecord[]} */
  const all = [];
  let lastActivity = Date.now();

  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    lastActivity = Date.now();
    const previous = byId.get(event.requestId);
    if (previous && event.redirectResponse) {
      // A redirect reuses the id: the first hop is finished, a new request starts.
      previous.done = true;
      previous.encodedBytes = event.redirectResponse.encodedDataLength;
    }
    /** @type {RequestRecord} */
    const record = {
      url: event.request.url,
      type: event.type ?? 'Other',
      encodedBytes: 0,
      decodedBytes: 0,
      contentEncoding: '',
      done: false,
      failed: false,
      startedAt: Date.now(),
    };
    byId.set(event.requestId, record);
    all.push(record);
  });
  cdp.on('Network.responseReceived', (event) => {
    const record = byId.get(event.requestId);
    if (!record) return;
    record.type = event.type;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
    record.contentEncoding = headers['content-encoding'] ?? '';
  });
  cdp.on('Network.dataReceived', (event) => {
    const record = byId.get(event.requestId);
    if (record) record.decodedBytes += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const record = byId.get(event.requestId);
    if (!record) return;
    lastActivity = Date.now();
    record.done = true;
    record.encodedBytes = event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    const record = byId.get(event.requestId);
    if (!record) return;
    lastActivity = Date.now();
    record.done = true;
    record.failed = true;
  });
  await cdp.send('Network.enable');

  return {
    /** Every request so far. */
    requests: () => [...all],
    /** How many requests were recorded so far, to take the ones after it later. */
    mark: () => all.length,
    /** @param {number} mark */
    since: (mark) => all.slice(mark),
    /**
     * Waits until no request has been open for `quietMs`; answers false when that never happened
     * within `timeoutMs` (a page that polls), so the caller can say so instead of failing.
     * @param {number} [quietMs]
     * @param {number} [timeoutMs]
     */
    async waitForIdle(quietMs = 500, timeoutMs = 20000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const open = all.some((record) => !record.done);
        if (!open && Date.now() - lastActivity >= quietMs) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    },
    detach: () => cdp.detach().catch(() => undefined),
  };
}
