import type { HeroSection } from '@storefront/api-client';
import type { PageMeta } from '@storefront/contract';
import { BRAND_NAME, safeImageSrc, type LoadState } from '@storefront/ui';
import { DEFAULT_HERO } from './default-hero';

/**
 * The home page as search engines and link previews see it: the hero's words and picture (the
 * built-in hero's words when it could not be read), and the storefront as a schema.org
 * Organization. The site has no logo at an address of its own (its mark is drawn inline), so
 * none is given.
 */
export function homeMeta(hero: LoadState<HeroSection | null> | undefined): PageMeta {
  const shown = hero?.status === 'success' && hero.data ? hero.data : DEFAULT_HERO;
  const image = safeImageSrc(shown.background_image);
  const description = shown.subtitle?.trim() || shown.description?.trim() || undefined;
  return {
    title: shown.title,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: BRAND_NAME,
      url: '/',
      ...(description ? { description } : {}),
      ...(image ? { image } : {}),
    },
  };
}
