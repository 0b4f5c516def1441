/**
 * The host's federation API (what it imports from `@module-federation/enhanced/runtime`) answered
 * on webpack's own container runtime, which the browser build takes in its place (host/
 * webpack.config.mjs, `browserFederation`): webpack's sharing code is a few KB, the federation
 * runtime's about 20, on every first load. The server build keeps the federation runtime.
 *
 * A remote is read from its manifest (`mf-manifest.json`, the federation plugin's layout, which
 * tooling/container-manifest.mjs writes for webpack's containers too): the host's plugins see it
 * first (`afterLoadManifest`: the contract check, the build notes) and may refuse it; then its
 * `remoteEntry.js` runs and its container joins the page's share scope.
 */
import type * as Federation from '@module-federation/enhanced/runtime';
import { entryFolder } from './manifest-entry';

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

/** A container as webpack's (and the federation plugin's) `remoteEntry.js` defines it. */
interface Container {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown>;
}

/** The hook of a host's plugin this runs: both of the host's (contract check, build notes) use only it. */
interface ManifestPlugin {
  afterLoadManifest?(args: { manifestJson: unknown; moduleInfo: { name: string } }): void;
}

interface RemoteManifest {
  metaData: { globalName: string; remoteEntry: { name: string; path: string } };
}

/**
 * Where the page's share scopes can be read (which versions of each library are provided, and which
 * loaded), as the federation runtime keeps them on `__FEDERATION__`: for whoever looks into a page.
 */
export const SHARE_SCOPES_GLOBAL = '__FEDERATION_SHARE_SCOPES__';

const manifests = new Map<string, string>();
const plugins: ManifestPlugin[] = [];
const containers = new Map<string, Promise<Container>>();

export const registerPlugins: typeof Federation.registerPlugins = (list) => {
  plugins.push(...(list as ManifestPlugin[]));
};

export const registerRemotes: typeof Federation.registerRemotes = (remotes) => {
  for (const remote of remotes) {
    if ('entry' in remote) manifests.set(remote.name, remote.entry);
  }
};

function isRemoteManifest(value: unknown): value is RemoteManifest {
  const metaData = typeof value === 'object' && value !== null ? (value as { metaData?: Partial<RemoteManifest['metaData']> }).metaData : undefined;
  return typeof metaData?.globalName === 'string' && typeof metaData.remoteEntry?.name === 'string';
}

function runScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${url} did not load`));
    document.head.append(script);
  });
}

async function openContainer(name: string): Promise<Container> {
  const manifestUrl = manifests.get(name);
  if (!manifestUrl) throw new Error(`No remote named ${name} is registered`);
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`The ${name} remote's manifest answered ${response.status}`);
  const manifest: unknown = await response.json();
  for (const plugin of plugins) plugin.afterLoadManifest?.({ manifestJson: manifest, moduleInfo: { name } });
  if (!isRemoteManifest(manifest)) throw new Error(`The ${name} remote's manifest names no entry`);
  const { remoteEntry, globalName } = manifest.metaData;
  await runScript(new URL(remoteEntry.name, entryFolder(remoteEntry.path, manifestUrl)).href);
  const container = (globalThis as unknown as Record<string, Container | undefined>)[globalName];
  if (!container) throw new Error(`The ${name} remote's entry defined no container`);
  await __webpack_init_sharing__('default');
  Object.assign(globalThis, { [SHARE_SCOPES_GLOBAL]: __webpack_share_scopes__ });
  await container.init(__webpack_share_scopes__.default);
  return container;
}

/** A remote's container, opened once; a failed open is forgotten, so the next load tries again. */
function containerOf(name: string): Promise<Container> {
  let pending = containers.get(name);
  if (!pending) {
    pending = openContainer(name);
    containers.set(name, pending);
    const opening = pending;
    opening.catch(() => {
      if (containers.get(name) === opening) containers.delete(name);
    });
  }
  return pending;
}

/** `shop/routes` → the shop's container, `./routes`. */
export const loadRemote: typeof Federation.loadRemote = async <T>(id: string) => {
  const [name = '', ...path] = id.split('/');
  const factory = await (await containerOf(name)).get(`./${path.join('/')}`);
  return factory() as T;
};

/** Loads the modules named ahead of need, as the federation runtime's preload fetches their chunks. */
export const preloadRemote: typeof Federation.preloadRemote = async (preloads) => {
  await Promise.all(
    preloads.flatMap(({ nameOrAlias, exposes = [] }) => exposes.map((expose) => loadRemote(`${nameOrAlias}/${expose.replace(/^\.\//, '')}`))),
  );
};

/** The server's question (host/ssr/sharing.ts); the browser has no federation instance. */
export const getInstance: typeof Federation.getInstance = () => null;
