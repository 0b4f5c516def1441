import { remoteOwningPath } from '@storefront/shared/routes';
import type { RemoteName, RuntimeConfig } from '@storefront/shared/schemas';

interface ManifestScripts {
  remoteEntry: { name: string; path: string };
  routesScripts: string[];
}

/** The remote entry and the `./routes` chunks a federation manifest names, or null if it names none. */
export function manifestScripts(manifest: unknown): ManifestScripts | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const { metaData, exposes } = manifest as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown } }; exposes?: unknown };
  const entry = metaData?.remoteEntry;
  if (typeof entry?.name !== 'string') return null;
  const routes = Array.isArray(exposes)
    ? (exposes as Array<{ path?: unknown; assets?: { js?: { sync?: unknown } } }>).find((expose) => expose.path === './routes')
    : undefined;
  const sync = routes?.assets?.js?.sync;
  return {
    remoteEntry: { name: entry.name, path: typeof entry.path === 'string' ? entry.path : '' },
    routesScripts: Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [],
  };
}

/** How long a remote's manifest is trusted before it is read again: a remote's release shows up within this. */
const MANIFEST_TTL_MS = 30_000;

/**
 * The `Link` preloads of a page of a remote: its `remoteEntry.js` and its routes chunk, so the
 * browser fetches them with the host's own scripts instead of two round trips after them (the
 * manifest, then the entry, then the chunk). The server reads each remote's manifest (cached
 * briefly); a remote that cannot be read gets no preload, and its page finds out on its own.
 */
export function createRemotePreloads(config: RuntimeConfig, fetchJson: (url: string) => Promise<unknown>) {
  const cache = new Map<RemoteName, { at: number; scripts: Promise<string[]> }>();

  async function scriptsOf(remote: RemoteName): Promise<string[]> {
    const manifestUrl = config.remotes[remote];
    const scripts = manifestScripts(await fetchJson(manifestUrl));
    if (!scripts) return [];
    const base = new URL(scripts.remoteEntry.path ? `${scripts.remoteEntry.path.replace(/\/?$/, '/')}` : './', manifestUrl);
    return [scripts.remoteEntry.name, ...scripts.routesScripts].map((file) => new URL(file, base).href);
  }

  const load = (remote: RemoteName, now: number) => ({ at: now, scripts: scriptsOf(remote).catch((): string[] => []) });

  /**
   * The preloads of the page at `pathname`. A manifest older than MANIFEST_TTL_MS is still used
   * while it is read again in the background, so no page waits on a remote's server but the very
   * first one of each remote.
   */
  return async function preloadLinks(pathname: string, now = Date.now()): Promise<string[]> {
    const remote = remoteOwningPath(pathname);
    if (!remote) return [];
    let cached = cache.get(remote);
    if (!cached) {
      cached = load(remote, now);
      cache.set(remote, cached);
    } else if (now - cached.at > MANIFEST_TTL_MS) {
      cached.at = now; // one refresh at a time
      const fresh = load(remote, now);
      void fresh.scripts.then(() => cache.set(remote, fresh));
    }
    return (await cached.scripts).map((url) => `<${url}>; rel=preload; as=script`);
  };
}
