/**
 * Values loaded once per key and then reused; one older than `ttlMs` is still answered while it is
 * loaded again in the background, so no request waits on a reload. At most `maxEntries` keys are
 * kept (the oldest go first), so keys taken from URLs cannot grow it without end. `load` must not
 * reject: it answers its own fallback.
 */
export function refreshingCache<K extends string, V>(load: (key: K) => Promise<V>, { ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  const store = (key: K, entry: { at: number; value: Promise<V> }) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
  };
  return function cached(key: K, now = Date.now()): Promise<V> {
    const entry = entries.get(key);
    if (!entry) {
      const fresh = { at: now, value: load(key) };
      store(key, fresh);
      return fresh.value;
    }
    if (now - entry.at > ttlMs) {
      entry.at = now; // one reload at a time
      const fresh = { at: now, value: load(key) };
      void fresh.value.then(() => store(key, fresh));
    }
    return entry.value;
  };
}
