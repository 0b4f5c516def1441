import {
  contentLoadErrorMessages,
  fetchContent,
  getFullHeroSection,
  type ContentArgs,
  type ContentKey,
  type ContentResult,
  type HeroSection,
} from '@storefront/api-client';
import { logLoadFailure } from '@storefront/ui';

/** A content read through the contract's 5-minute cache, logged when it fails. */
export function loadContent<K extends ContentKey>(key: K, ...args: ContentArgs<K>): Promise<ContentResult<K>> {
  const message = contentLoadErrorMessages[key] ?? `Failed to load ${key} content`;
  return logLoadFailure(message, fetchContent(key, ...args));
}

/**
 * The active full hero. It must never come from a cache (a changed hero shows at once), so the
 * call goes out every time and not through the content cache, which has no key for it.
 */
export function loadFullHero(): Promise<HeroSection | null> {
  return logLoadFailure('Failed to load the hero section', getFullHeroSection());
}
