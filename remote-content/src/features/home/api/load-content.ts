import {
  contentLoadErrorMessages,
  fetchContent,
  getFullHeroSection,
  refetchContent,
  type ContentArgs,
  type ContentKey,
  type ContentResult,
  type HeroSection,
} from '@storefront/shared';

/** Content spec §8: a content load failure is logged, then the block shows its fallback. */
function logged<T>(what: string, load: Promise<T>): Promise<T> {
  return load.catch((error: unknown) => {
    console.error(what, error);
    throw error;
  });
}

/** A content read through the contract's 5-minute cache (or past it, with `refetch`), logged when it fails. */
export function loadContent<K extends ContentKey>(
  key: K,
  { refetch = false }: { refetch?: boolean } = {},
  ...args: ContentArgs<K>
): Promise<ContentResult<K>> {
  const message = contentLoadErrorMessages[key] ?? `Failed to load ${key} content`;
  return logged(message, refetch ? refetchContent(key, ...args) : fetchContent(key, ...args));
}

/**
 * The active full hero. The spec sends this call with "no cache", so it goes out every time and
 * not through the content cache, which has no key for it.
 */
export function loadFullHero(): Promise<HeroSection | null> {
  return logged('Failed to load the hero section', getFullHeroSection());
}
