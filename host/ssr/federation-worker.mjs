// @ts-check
/**
 * Runs in a worker thread of federation.node.test.ts: loads the host's Node.js build
 * (dist-ssr/render-entry.js), registers the remotes by their manifest URLs, renders one remote
 * page twice and posts back the HTML, the timings and how the shared libraries were resolved. A
 * worker is a fresh isolate: a new one sees only the remote versions it registers.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * @typedef {{ bundle: string, manifests: Record<string, string>, remote: import('@storefront/contract').RemoteName, location: string }} FederationTask
 * @typedef {typeof import('./render')} Renderer
 */

/** @type {FederationTask} */
const task = workerData;
const require = createRequire(import.meta.url);

async function run() {
  const started = performance.now();
  /** @type {{ loadRenderer(): Promise<Renderer> }} */
  const entry = require(task.bundle);
  const renderer = await entry.loadRenderer();
  const booted = performance.now();
  renderer.registerManifests(task.manifests);
  const routes = await renderer.loadRemoteRoutes(task.remote);
  const loaded = performance.now();
  const html = await renderer.renderRemotePage(task.remote, task.location);
  const firstRender = performance.now();
  const again = await renderer.renderRemotePage(task.remote, task.location);
  const secondRender = performance.now();
  return {
    html,
    sameHtmlTwice: html === again,
    routePaths: routes.map((route) => route.path),
    shared: renderer.sharedUse(),
    sharesScopeWithHost: renderer.sharesScopeWithHost(task.remote),
    timings: {
      bootMs: booted - started,
      firstLoadRemoteMs: loaded - booted,
      firstRenderMs: firstRender - loaded,
      warmRenderMs: secondRender - firstRender,
    },
  };
}

run().then(
  (result) => parentPort?.postMessage({ ok: true, result }),
  (/** @type {unknown} */ error) => parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.stack ?? error.message : String(error) }),
);
