// @ts-check
/**
 * Runs in a worker thread of federation.node.test.ts: loads the host's Node.js build
 * (dist-ssr/render-entry.js) for one generation of the configuration, renders one page twice and
 * posts back the result and how the shared libraries were resolved. A worker is a
 * fresh isolate: a new one sees only the remote versions its generation names.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * @typedef {{ bundle: string, generation: import('./render-page').Generation, url: string, remote: import('@storefront/contract').RemoteName }} FederationTask
 * @typedef {{ loadRenderer(generation: import('./render-page').Generation): Promise<typeof import('./render-page') & typeof import('./sharing')> }} RenderEntry
 */

/** @type {FederationTask} */
const task = workerData;
const require = createRequire(import.meta.url);

/**
 * Whether the remote's runtime reads the host's share scope; null when its server build never ran
 * (its page was left to the browser).
 * @param {{ sharesScopeWithHost(remote: string): boolean }} renderer
 */
function sharesScope(renderer) {
  try {
    return renderer.sharesScopeWithHost(task.remote);
  } catch {
    return null;
  }
}

async function run() {
  /** @type {RenderEntry} */
  const entry = require(task.bundle);
  const renderer = await entry.loadRenderer(task.generation);
  const page = await renderer.renderPage(task.url);
  const again = await renderer.renderPage(task.url);
  return {
    page,
    sameTwice: JSON.stringify(page) === JSON.stringify(again),
    shared: renderer.sharedUse(),
    sharesScopeWithHost: sharesScope(renderer),
  };
}

run().then(
  (result) => parentPort?.postMessage({ ok: true, result }),
  (/** @type {unknown} */ error) => parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.stack ?? error.message : String(error) }),
);
