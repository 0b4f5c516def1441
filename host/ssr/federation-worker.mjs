// @ts-check
/**
 * Runs in a worker thread of federation.node.test.ts: loads the host's Node.js build
 * (dist-ssr/render-entry.js) for one generation of the configuration, renders one page twice and
 * posts back the result, the timings and how the shared libraries were resolved. A worker is a
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

/** @param {{ sharesScopeWithHost(remote: string): boolean }} renderer */
function remoteRan(renderer) {
  try {
    renderer.sharesScopeWithHost(task.remote);
    return true;
  } catch {
    return false;
  }
}

async function run() {
  const started = performance.now();
  /** @type {RenderEntry} */
  const entry = require(task.bundle);
  const renderer = await entry.loadRenderer(task.generation);
  const booted = performance.now();
  const page = await renderer.renderPage(task.url);
  const firstRender = performance.now();
  const again = await renderer.renderPage(task.url);
  const secondRender = performance.now();
  return {
    page,
    sameTwice: JSON.stringify(page) === JSON.stringify(again),
    shared: renderer.sharedUse(),
    // None when the remote's server build never ran (its page was left to the browser).
    sharesScopeWithHost: remoteRan(renderer) ? renderer.sharesScopeWithHost(task.remote) : null,
    timings: { bootMs: booted - started, firstRenderMs: firstRender - booted, warmRenderMs: secondRender - firstRender },
  };
}

run().then(
  (result) => parentPort?.postMessage({ ok: true, result }),
  (/** @type {unknown} */ error) => parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.stack ?? error.message : String(error) }),
);
