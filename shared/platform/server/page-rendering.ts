import { remoteNames } from '@storefront/contract/boundary';
import { carriesCustomer } from '../ssr/customer-cookies';
import type { Generation, RenderResult, SentForm, SiteIndex } from '../ssr/render-page';
import type { HostConfiguration } from './host-configuration';
import { createManifestWatch } from './manifest-watch';
import { createPageCache } from './page-cache';
import { createRenderPool, type RenderPool, type RenderPoolOptions } from './render-pool';

export type RenderingOptions = Omit<RenderPoolOptions, 'generation' | 'onProblem'> &
  Pick<Generation, 'pageBudgetMs' | 'renderBudgetMs' | 'warmUpWaitMs'> & {
    /** How long a rendered page is served again to the next visitors of its address (0: never). */
    pageCacheMs: number;
    /** manifest-watch.ts; its own default when absent. */
    manifestCheckMs?: number;
  };

/** The site's pages, with room for their queries. */
const CACHED_PAGES = 500;

/** Worth serving again: rendered whole, with every read answered. */
export const isWholePage = (result: RenderResult | null) =>
  result?.kind === 'page' && result.status === 200 && result.leftToBrowser.length === 0 && !result.readFailed;

function serverManifests({ config, serverManifests: own }: HostConfiguration): Record<string, string> {
  return Object.fromEntries(remoteNames.map((remote) => [remote, own[remote] ?? config.remotes[remote]]));
}

/** A pool per generation (a configuration and its manifests): a remote's code is never reloaded in a worker. */
export function createPageRendering(options: RenderingOptions, apiProxyTarget: string, readText: (url: string) => Promise<string>, shellScripts: string[]) {
  const watch = createManifestWatch(readText, options.manifestCheckMs);
  let current: { key: string; pool: RenderPool } | null = null;
  const cachedPage = createPageCache<RenderResult | null>({ ttlMs: options.pageCacheMs, maxEntries: CACHED_PAGES, keep: isWholePage });

  function generationOf(configuration: HostConfiguration): Generation {
    const { config } = configuration;
    return {
      config,
      manifests: serverManifests(configuration),
      // Relative addresses go through this server's own proxy target.
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
    /** Null when it cannot be rendered in time (the caller sends the app shell). */
    async page(configuration: HostConfiguration, href: string, cookie?: string, form?: SentForm): Promise<RenderResult | null> {
      const { key, pool } = await poolFor(configuration);
      const render = async () => {
        const result = await pool.run({ kind: 'page', url: href, cookie, form });
        return result?.kind === 'site-index' ? null : result;
      };
      if (form || carriesCustomer(cookie)) return render();
      // Only within its generation: a release is never answered with an older one's page.
      return cachedPage(`${key} ${href}`, render);
    },
    async siteIndex(configuration: HostConfiguration): Promise<SiteIndex | null> {
      const result = await (await poolFor(configuration)).pool.run({ kind: 'site-index' });
      return result?.kind === 'site-index' ? result : null;
    },
    async close(): Promise<void> {
      await current?.pool.close(0);
    },
  };
}
