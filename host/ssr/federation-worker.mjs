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
 * @typedef {{ bundle: string, generation: import('@storefront/platform/ssr/render-page').Generation, url: string, remote: import('@storefront/contract').RemoteName }} FederationTask
 * @typedef {{ loadRenderer(generation: import('@storefront/platform/ssr/render-page').Generation): Promise<typeof import('@storefront/platform/ssr/render-page')> }} RenderEntry
 * @typedef {{ name: string, version: string, from: string, loaded: boolean, useIn: string[] }} SharedUse
 * @typedef {Record<string, Record<string, Record<string, { from: string, loaded?: unknown, useIn?: string[] }>>>} ShareScopes
 * @typedef {{ name: string, shareScopeMap: ShareScopes }} FederationInstance
 */

/** @type {FederationTask} */
const task = workerData;
const require = createRequire(import.meta.url);

/**
 * The federation runtime's instance of `name` in this worker (the host's, and one per remote
 * container loaded), from the runtime's global, as its devtools read it.
 * @param {string} name
 * @returns {FederationInstance | undefined}
 */
function federationInstance(name) {
  const federation = /** @type {{ __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } }} */ (globalThis).__FEDERATION__;
  return federation?.__INSTANCES__?.find((instance) => instance.name === name);
}

/**
 * Every shared library version the host's runtime knows, with who provided it and who uses it: a
 * singleton is right when one version of it is loaded and every app uses it.
 * @returns {SharedUse[]}
 */
function sharedUse() {
  const scopes = federationInstance('host')?.shareScopeMap ?? {};
  return Object.values(scopes).flatMap((scope) =>
    Object.entries(scope).flatMap(([name, versions]) =>
      Object.entries(versions).map(([version, shared]) => ({ name, version, from: shared.from, loaded: Boolean(shared.loaded), useIn: [...(shared.useIn ?? [])] })),
    ),
  );
}

/**
 * Whether the remote's runtime reads the host's share scope (the same object, not a copy): what it
 * takes of a singleton is then the host's module. Null when its server build never ran (its page
 * was left to the browser).
 */
function sharesScope() {
  const host = federationInstance('host');
  const remote = federationInstance(task.remote);
  if (!host || !remote) return null;
  return remote.shareScopeMap === host.shareScopeMap || remote.shareScopeMap['default'] === host.shareScopeMap['default'];
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
    shared: sharedUse(),
    sharesScopeWithHost: sharesScope(),
  };
}

run().then(
  (result) => parentPort?.postMessage({ ok: true, result }),
  (/** @type {unknown} */ error) => parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.stack ?? error.message : String(error) }),
);
