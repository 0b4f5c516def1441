import { ROUTE_CHUNKS_FILE, routeChunkName } from '@storefront/contract/routes';
import { remoteNames, type RemoteName, type RuntimeConfig } from '@storefront/contract/boundary';
import { readManifest } from '../src/remotes/federation-manifest';
import type { PageOfRemote } from '../src/remotes/page-routes';
import { MANIFEST_CHECK_MS } from './manifest-watch';
import { LRUCache } from 'lru-cache';
import type { Clock } from './page-cache';

interface ManifestScripts {
  remoteEntry: { name: string; path: string };
  routesScripts: string[];
}

/**
 * The folder a remote's entry and chunks are in: its manifest's `metaData.remoteEntry.path`
 * (empty for the manifest's own folder), relative to the manifest's URL.
 */
export function entryFolder(path: string, manifestUrl: string): URL {
  return new URL(path ? path.replace(/\/?$/, '/') : './', manifestUrl);
}

/** The remote entry and the `./routes` chunks a federation manifest names, or null if it is no manifest. */
export function manifestScripts(json: unknown): ManifestScripts | null {
  const manifest = readManifest(json);
  if (!manifest) return null;
  const routes = manifest.exposes.find((expose) => expose.path === './routes');
  const { name, path } = manifest.metaData.remoteEntry;
  return { remoteEntry: { name, path }, routesScripts: routes?.assets.js.sync ?? [] };
}

const stringsIn = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The script files of each page chunk in a remote's `route-chunks.json` (chunk name → files); anything else reads as none. */
export function pageChunkScripts(routeChunks: unknown): Record<string, string[]> {
  if (typeof routeChunks !== 'object' || routeChunks === null || Array.isArray(routeChunks)) return {};
  return Object.fromEntries(Object.entries(routeChunks).map(([name, files]) => [name, stringsIn(files)]));
}

/** A remote's scripts as URLs: those every page of it starts with, and each page chunk's. */
interface RemoteScripts {
  common: string[];
  pages: Record<string, string[]>;
}

const NO_SCRIPTS: RemoteScripts = { common: [], pages: {} };

/**
 * Where this server itself reads a remote's manifest, when that is not the browser's address: in
 * a composition of containers `localhost:3001` is the browser's way to the shop, `shop:3001` the
 * host container's.
 */
export type ServerManifestUrls = Partial<Record<RemoteName, string>>;

/** The server's own manifest addresses from `<REMOTE>_SERVER_MANIFEST_URL`; a remote without one is read at its public address. */
export function serverManifestUrlsFromEnv(env: Record<string, string | undefined>): ServerManifestUrls {
  return Object.fromEntries(
    remoteNames.flatMap((remote) => {
      const url = env[`${remote.toUpperCase()}_SERVER_MANIFEST_URL`];
      return url ? [[remote, url]] : [];
    }),
  );
}

/**
 * The `Link` preloads of a page of a remote: its `remoteEntry.js`, its routes chunk and the chunk
 * of the page itself, so the browser fetches them with the host's own scripts instead of three
 * round trips after them (the manifest, then the entry and routes chunk, then the page). The
 * server reads each remote's manifest and `route-chunks.json` (cached briefly); a remote whose
 * manifest cannot be read gets no preload, and its page finds out on its own.
 */
export function createRemotePreloads(
  config: RuntimeConfig,
  fetchJson: (url: string) => Promise<unknown>,
  serverManifests: ServerManifestUrls = {},
  clock: Clock = performance,
) {
  async function scriptsOf(remote: RemoteName): Promise<RemoteScripts> {
    const manifestUrl = config.remotes[remote];
    // Read where this server reaches the remote; the links name where the browser does.
    const readUrl = serverManifests[remote] ?? manifestUrl;
    const scripts = manifestScripts(await fetchJson(readUrl));
    if (!scripts) return NO_SCRIPTS;
    const url = (file: string) => new URL(file, entryFolder(scripts.remoteEntry.path, manifestUrl)).href;
    // A remote built before its pages were listed still gets its entry preloaded.
    const pages = pageChunkScripts(await fetchJson(new URL(ROUTE_CHUNKS_FILE, entryFolder(scripts.remoteEntry.path, readUrl)).href).catch(() => null));
    return {
      common: [scripts.remoteEntry.name, ...scripts.routesScripts].map(url),
      pages: Object.fromEntries(Object.entries(pages).map(([name, files]) => [name, files.map(url)])),
    };
  }

  // A manifest is read again as often as the render pool checks the same manifests
  // (manifest-watch.ts): within the seconds a release at the same address takes to reach the
  // pages, their preloads name its files too. One older than that is still answered while it is
  // read again in the background (`allowStale`), so no page waits on a remote's server but the very
  // first one of each remote.
  const scripts = new LRUCache<RemoteName, RemoteScripts>({
    max: remoteNames.length,
    ttl: MANIFEST_CHECK_MS,
    ttlResolution: 0,
    allowStale: true,
    perf: clock,
    fetchMethod: (remote) => scriptsOf(remote).catch(() => NO_SCRIPTS),
  });

  /** The preloads of `page`. */
  return async function preloadLinks(page: PageOfRemote): Promise<string[]> {
    const { common, pages } = (await scripts.fetch(page.remote)) ?? NO_SCRIPTS;
    return [...common, ...(pages[routeChunkName(page.path)] ?? [])].map((url) => `<${url}>; rel=preload; as=script`);
  };
}
