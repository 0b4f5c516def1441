import type { AppDownloadContent, FeatureCard, HeroSection, Highlight, HomepageContent } from '@storefront/api-client';
import { settle, type Settled } from '@storefront/ui';
import { loadContent, loadFullHero } from './load-content';

/** The home page's own blocks, each read on its own so that each falls back on its own. */
export interface HomeBlockReads {
  hero: Settled<HeroSection | null>;
  homepage: Settled<HomepageContent>;
  features: Settled<FeatureCard[]>;
  highlights: Settled<Highlight[]>;
}

export async function readHomeBlocks(): Promise<HomeBlockReads> {
  const [hero, homepage, features, highlights] = await Promise.all([
    settle(loadFullHero()),
    settle(loadContent('homepage')),
    settle(loadContent('features')),
    settle(loadContent('highlights')),
  ]);
  return { hero, homepage, features, highlights };
}

/** The download banner of a page without one in its own content (FAQ). */
export function readAppDownload(): Promise<Settled<AppDownloadContent>> {
  return settle(loadContent('app-download'));
}
