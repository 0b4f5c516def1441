import {
  contentFetchers,
  isContentKey,
  type ContentArgs,
  type ContentKey,
  type ContentResult,
} from './content-fetchers';

/** Content is cached in memory for 5 minutes per key and params, so going back to a page is instant. */
export const CONTENT_CACHE_TTL_MS = 5 * 60 * 1000;

export const UNKNOWN_CONTENT_TYPE_MESSAGE = 'Unknown content type';

export class UnknownContentTypeError extends Error {
  constructor(readonly key: string) {
    super(UNKNOWN_CONTENT_TYPE_MESSAGE);
    this.name = 'UnknownContentTypeError';
  }
}

export interface ContentClient {
  /** The cached answer while it is fresh, else a new load. */
  load<K extends ContentKey>(key: K, ...args: ContentArgs<K>): Promise<ContentResult<K>>;
  /** Drops the cached answer for these params and loads again. */
  refetch<K extends ContentKey>(key: K, ...args: ContentArgs<K>): Promise<ContentResult<K>>;
  clear(): void;
}

export interface ContentClientOptions {
  /** Milliseconds since the epoch; tests pass their own clock. */
  now?: () => number;
  ttlMs?: number;
}

interface CacheEntry<T> {
  storedAt: number;
  value: Promise<T>;
}

/** Mapped over the keys so that a generic key indexes its own fetcher type. */
type FetcherByKey = { [K in ContentKey]: (...args: ContentArgs<K>) => Promise<ContentResult<K>> };

/** Params as cache key text, independent of the order their properties were written in. */
function paramsKey(args: readonly unknown[]): string {
  return JSON.stringify(args, (_name, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

export function createContentClient({ now = Date.now, ttlMs = CONTENT_CACHE_TTL_MS }: ContentClientOptions = {}): ContentClient {
  const fetchers: FetcherByKey = contentFetchers;
  const cache = new Map<string, CacheEntry<unknown>>();
  const cacheId = (key: ContentKey, args: readonly unknown[]): string => `${key} ${paramsKey(args)}`;

  function load<K extends ContentKey>(key: K, ...args: ContentArgs<K>): Promise<ContentResult<K>> {
    // Keys also arrive from plain JavaScript and URLs, where the type does not protect them.
    if (!isContentKey(key)) return Promise.reject(new UnknownContentTypeError(key));
    const id = cacheId(key, args);
    const cached = cache.get(id);
    if (cached && now() - cached.storedAt < ttlMs) {
      // Sound: the entry under this id was stored from fetchers[key] just below.
      return cached.value as Promise<ContentResult<K>>;
    }

    const value = fetchers[key](...args);
    if (ttlMs <= 0) return value;
    const entry: CacheEntry<unknown> = { storedAt: now(), value };
    cache.set(id, entry);
    // A failure is not kept: the next load tries again.
    value.catch(() => {
      if (cache.get(id) === entry) cache.delete(id);
    });
    return value;
  }

  return {
    load,
    refetch(key, ...args) {
      cache.delete(cacheId(key, args));
      return load(key, ...args);
    },
    clear() {
      cache.clear();
    },
  };
}

/**
 * The storefront's one content cache, in a browser. A server rendering pages keeps none: what it
 * renders is as fresh as the content service, and the addresses visitors ask for cannot grow it.
 */
export const contentClient = createContentClient({ ttlMs: typeof window === 'undefined' ? 0 : CONTENT_CACHE_TTL_MS });

export function fetchContent<K extends ContentKey>(key: K, ...args: ContentArgs<K>): Promise<ContentResult<K>> {
  return contentClient.load(key, ...args);
}

export function refetchContent<K extends ContentKey>(key: K, ...args: ContentArgs<K>): Promise<ContentResult<K>> {
  return contentClient.refetch(key, ...args);
}
