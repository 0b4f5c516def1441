/**
 * Pages as the server rendered them, kept for a moment. The server renders every page without a
 * session (a customer's cart, account and orders fill in in their browser), so one rendering of an
 * address serves every visitor: under load, the visitors of a second share one rendering of the
 * menu rather than each waiting on their own. Kept briefly, so a change to the catalogue or the
 * CMS shows within `ttlMs`; visitors who ask while a page renders wait for that rendering rather
 * than starting another. Only what `keep` accepts stays (a complete page, not one whose reads
 * failed), and at most `maxEntries` addresses (the oldest go first), since addresses come from
 * requests.
 */
export function createPageCache<V>({ ttlMs, maxEntries, keep }: { ttlMs: number; maxEntries: number; keep: (value: V) => boolean }) {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  const forget = (key: string, value: Promise<V>) => {
    if (entries.get(key)?.value === value) entries.delete(key);
  };
  return function cached(key: string, render: () => Promise<V>, now = Date.now()): Promise<V> {
    const entry = entries.get(key);
    if (entry && now - entry.at < ttlMs) return entry.value;
    const value = render();
    entries.delete(key);
    entries.set(key, { at: now, value });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    value.then(
      (result) => (keep(result) ? undefined : forget(key, value)),
      () => forget(key, value),
    );
    return value;
  };
}
