import { remoteNames } from '@storefront/contract/boundary';
import { carriesCustomer } from '../ssr/customer-cookies';
import type { Generation, RenderResult, SentForm, SiteIndex } from '../ssr/render-page';
import type { HostConfiguration } from './host-configuration';
import { createManifestWatch } from './manifest-watch';
import { createPageCache } from './page-cache';
import { createRenderPool, type RenderPool } from './render-pool';

export interface RenderingOptions {
  /** The host's server build (dist-ssr/render-entry.js). */
  entry: string;
  threads: number;
  pagesPerWorker: number;
  /** How long a page's code and reads may take before its area is left to the browser. */
  pageBudgetMs: number;
  /** How long rendering may take before what still waits is left to the browser. */
  renderBudgetMs: number;
  /** How long the first pages of new workers wait for the remotes' code. */
  warmUpWaitMs: number;
  /** How long a page may take, all told, before the app shell is sent instead. */
  timeoutMs: number;
  /** How long a rendered page is served again to the next visitors of its address (0: never). */
  pageCacheMs: number;
  /** How often the remotes' manifests are read again (manifest-watch.ts; its own default when absent). */
  manifestCheckMs?: number;
}

/** Addresses whose rendering is kept at once: the site's pages, with room for their queries. */
const CACHED_PAGES = 500;

/** A page worth serving again: rendered whole, with every read answered. */
export const isWholePage = (result: RenderResult | null) =>
  result?.kind === 'page' && result.status === 200 && result.leftToBrowser.length === 0 && !result.readFailed;

/** Where this server reads each remote's manifest: its own address for it, else the browser's. */
function serverManifests({ config, serverManifests: own }: HostConfiguration): Record<string, string> {
  return Object.fromEntries(remoteNames.map((remote) => [remote, own[remote] ?? config.remotes[remote]]));
}

/**
 * The workers that render pages, one pool per generation: a configuration, and the manifests its
 * remotes have at their addresses. A new configuration (a remote released under a new manifest
 * URL) or a new manifest at the same address (a new image behind the same service) starts a new
 * pool for the next page and lets the old one finish its pages and end: a remote's code is never
 * reloaded inside a worker, so no page is rendered with code of an older release.
 */
export function createPageRendering(options: RenderingOptions, apiProxyTarget: string, readText: (url: string) => Promise<string>, shellScripts: string[]) {
  const watch = createManifestWatch(readText, options.manifestCheckMs);
  let current: { key: string; pool: RenderPool } | null = null;
  const cachedPage = createPageCache<RenderResult | null>({ ttlMs: options.pageCacheMs, maxEntries: CACHED_PAGES, keep: isWholePage });

  function generationOf(configuration: HostConfiguration): Generation {
    const { config } = configuration;
    return {
      config,
      manifests: serverManifests(configuration),
      // The browser's addresses of the services, seen from this server (relative ones go through its own proxy target).
      apiUrl: new URL(config.apiUrl, apiProxyTarget).href,
      contentUrl: new URL(config.contentUrl, apiProxyTarget).href,
      pageBudgetMs: options.pageBudgetMs,
      renderBudgetMs: options.renderBudgetMs,
      warmUpWaitMs: options.warmUpWaitMs,
      shellScripts,
    };
  }

  async function poolFor(configuration: HostConfiguration): Promise<{ key: string; pool: RenderPool }> {
    await watch.watch(Object.values(serverManifests(configuration)));
    const key = `${configuration.key} ${watch.version()}`;
    if (current?.key !== key) {
      const previous = current;
      const { entry, threads, pagesPerWorker, timeoutMs } = options;
      current = { key, pool: createRenderPool({ entry, threads, pagesPerWorker, timeoutMs, generation: generationOf(configuration) }) };
      void previous?.pool.close();
    }
    return current;
  }

  return {
    /**
     * The page at `href` for the request's `cookie` (and, for a POST, the answer of its route's
     * action to the `form` sent), or null when it cannot be rendered in time (the caller sends the
     * app shell). Only a visitor's page, with no customer and no form of its own, is served again
     * to others.
     */
    async page(configuration: HostConfiguration, href: string, cookie?: string, form?: SentForm): Promise<RenderResult | null> {
      const { key, pool } = await poolFor(configuration);
      const render = async () => {
        const result = await pool.run({ kind: 'page', url: href, cookie, form });
        return result?.kind === 'site-index' ? null : result;
      };
      if (form || carriesCustomer(cookie)) return render();
      // A page is served again only within its generation: a release is never answered with an older one's page.
      return cachedPage(`${key} ${href}`, render);
    },
    /** The site's index, as the remotes of the current generation list their pages. */
    async siteIndex(configuration: HostConfiguration): Promise<SiteIndex | null> {
      const result = await (await poolFor(configuration)).pool.run({ kind: 'site-index' });
      return result?.kind === 'site-index' ? result : null;
    },
    async close(): Promise<void> {
      await current?.pool.close(0);
    },
  };
}
