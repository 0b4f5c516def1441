import { ROUTE_CHUNKS_FILE, routeChunkName } from '@storefront/contract/routes';
import { remoteNames, type RemoteName, type RuntimeConfig } from '@storefront/contract/boundary';
import { readManifest } from '../src/remotes/federation-manifest';
import type { PageOfRemote } from '../src/remotes/page-routes';
import { MANIFEST_CHECK_MS } from './manifest-watch';
import { LRUCache, type Perf } from 'lru-cache';

interface ManifestScripts {
  remoteEntry: { name: string; path: string };
  routesScripts: string[];
}

/** `path` is the manifest's `metaData.remoteEntry.path`: empty for the manifest's own folder. */
function entryFolder(path: string, manifestUrl: string): URL {
  return new URL(path ? path.replace(/\/?$/, '/') : './', manifestUrl);
}

/** Null if `json` is no manifest. */
export function manifestScripts(json: unknown): ManifestScripts | null {
  const manifest = readManifest(json);
  if (!manifest) return null;
  const routes = manifest.exposes.find((expose) => expose.path === './routes');
  const { name, path } = manifest.metaData.remoteEntry;
  return { remoteEntry: { name, path }, routesScripts: routes?.assets.js.sync ?? [] };
}

export const stringsIn = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** A remote's `route-chunks.json` (chunk name → files); anything else reads as none. */
export function pageChunkScripts(routeChunks: unknown): Record<string, string[]> {
  if (typeof routeChunks !== 'object' || routeChunks === null || Array.isArray(routeChunks)) return {};
  return Object.fromEntries(Object.entries(routeChunks).map(([name, files]) => [name, stringsIn(files)]));
}

/** As URLs: those every page of a remote starts with, and each page chunk's. */
interface RemoteScripts {
  common: string[];
  pages: Record<string, string[]>;
}

const NO_SCRIPTS: RemoteScripts = { common: [], pages: {} };

/** Where this server reads a remote's manifest when not at the browser's address (in compose, `shop:3001`). */
export type ServerManifestUrls = Partial<Record<RemoteName, string>>;

/** From `<REMOTE>_SERVER_MANIFEST_URL`; a remote without one is read at its public address. */
export function serverManifestUrlsFromEnv(env: Record<string, string | undefined>): ServerManifestUrls {
  return Object.fromEntries(
    remoteNames.flatMap((remote) => {
      const url = env[`${remote.toUpperCase()}_SERVER_MANIFEST_URL`];
      return url ? [[remote, url]] : [];
    }),
  );
}

export const scriptPreload = (url: string) => `<${url}>; rel=preload; as=script`;

/** A remote page's entry, routes chunk and page chunk, fetched with the host's scripts instead of three round trips after. */
export function createRemotePreloads(config: RuntimeConfig, fetchJson: (url: string) => Promise<unknown>, serverManifests: ServerManifestUrls = {}, clock: Perf = performance) {
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

  // Read again as often as manifest-watch.ts checks, so preloads follow a release as the pages do;
  // a stale one is answered while it is read again, so only each remote's first page waits.
  const scripts = new LRUCache<RemoteName, RemoteScripts>({
    max: remoteNames.length,
    ttl: MANIFEST_CHECK_MS,
    ttlResolution: 0,
    allowStale: true,
    perf: clock,
    fetchMethod: (remote) => scriptsOf(remote).catch(() => NO_SCRIPTS),
  });

  return async function preloadLinks(page: PageOfRemote): Promise<string[]> {
    const { common, pages } = (await scripts.fetch(page.remote)) ?? NO_SCRIPTS;
    return [...common, ...(pages[routeChunkName(page.path)] ?? [])].map(scriptPreload);
  };
}
