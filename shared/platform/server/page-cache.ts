import { LRUCache, type Perf } from 'lru-cache';

/** Those who ask while a page renders wait for that rendering; `maxEntries` since addresses come from requests. */
export function createPageCache<V>({ ttlMs, maxEntries, keep, clock = performance }: { ttlMs: number; maxEntries: number; keep: (value: V) => boolean; clock?: Perf }) {
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
