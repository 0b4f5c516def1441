import { LRUCache } from 'lru-cache';

/** What tells the time: the page cache's clock (performance's, or a test's). */
export interface Clock {
  now(): number;
}

/**
 * Pages as the server rendered them, kept for a moment. The server renders every page without a
 * session (a customer's cart, account and orders fill in in their browser), so one rendering of an
 * address serves every visitor: under load, the visitors of a second share one rendering of the
 * menu rather than each waiting on their own. Kept briefly, so a change to the catalogue or the
 * CMS shows within `ttlMs`; visitors who ask while a page renders wait for that rendering rather
 * than starting another (lru-cache's `fetch`). Only what `keep` accepts stays (a complete page,
 * not one whose reads failed), and at most `maxEntries` addresses (the least recently asked go
 * first), since addresses come from requests.
 */
export function createPageCache<V>({ ttlMs, maxEntries, keep, clock = performance }: { ttlMs: number; maxEntries: number; keep: (value: V) => boolean; clock?: Clock }) {
  const pages = new LRUCache<string, { page: V }, () => Promise<V>>({
    max: maxEntries,
    ttl: ttlMs,
    ttlResolution: 0,
    perf: clock,
    fetchMethod: async (_address, _stale, { context }) => ({ page: await context() }),
  });
  return async function cached(key: string, render: () => Promise<V>): Promise<V> {
    // lru-cache reads a time to live of 0 as "for ever".
    if (ttlMs <= 0) return render();
    const entry = await pages.fetch(key, { context: render });
    if (!entry) return render();
    if (!keep(entry.page)) pages.delete(key);
    return entry.page;
  };
}
