import {
  contentLoadErrorMessages,
  fetchContent,
  getFullHeroSection,
  peekEarlyRead,
  refetchContent,
  takeEarlyRead,
  type ContentArgs,
  type ContentKey,
  type ContentResult,
  type HeroSection,
} from '@storefront/api-client';
import { logLoadFailure } from '@storefront/ui';

/** A content read through the contract's 5-minute cache (or past it, with `refetch`), logged when it fails. */
export function loadContent<K extends ContentKey>(
  key: K,
  { refetch = false }: { refetch?: boolean } = {},
  ...args: ContentArgs<K>
): Promise<ContentResult<K>> {
  const message = contentLoadErrorMessages[key] ?? `Failed to load ${key} content`;
  return logLoadFailure(message, refetch ? refetchContent(key, ...args) : fetchContent(key, ...args));
}

/**
 * The active full hero. It must never come from a cache (a changed hero shows at once), so the
 * call goes out every time and not through the content cache, which has no key for it; on the
 * first page, the read the host started (startEarlyReads) is this one.
 */
export function loadFullHero(): Promise<HeroSection | null> {
  return logLoadFailure('Failed to load the hero section', takeEarlyRead(getFullHeroSection));
}

/** The hero the host has already read for the first page, if it is in, for the first render. */
export function readyFullHero(): HeroSection | null | undefined {
  return peekEarlyRead(getFullHeroSection);
}
