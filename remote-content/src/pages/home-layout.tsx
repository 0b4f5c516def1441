import { PageHeading, PageMain, type LoadState } from '@storefront/ui';
import type { Faq, FeatureCard, HeroSection as Hero, Highlight, HomepageContent } from '@storefront/api-client';
import type { ReactNode } from 'react';
import { FeaturedFaqs } from '../features/faq/components/faq-sections';
import { AppDownloadBlock } from '../features/home/components/app-download-block';
import { HomeDownloadBanner } from '../features/home/components/download-banner';
import { FeatureCardsBlock } from '../features/home/components/feature-cards';
import { HeroSection } from '../features/home/components/hero-section';
import { HighlightsBlock } from '../features/home/components/highlights-block';

export interface HomeBlocks {
  hero: LoadState<Hero | null>;
  homepage: LoadState<HomepageContent>;
  features: LoadState<FeatureCard[]>;
  highlights: LoadState<Highlight[]>;
  faqs: LoadState<Faq[]>;
}

/**
 * The home page's blocks in their order, each in its own state: the page with what its loader
 * read, and its loading state (every block a placeholder of its own size, so nothing moves when
 * the page arrives). `failure` goes above them, `mealGrid` under the one h1.
 */
export function HomeLayout({ blocks, failure, mealGrid }: { blocks: HomeBlocks; failure?: ReactNode; mealGrid?: ReactNode }) {
  return (
    <PageMain>
      {failure}
      <HeroSection hero={blocks.hero} />
      <AppDownloadBlock homepage={blocks.homepage} />
      <FeatureCardsBlock cards={blocks.features} />
      <section aria-labelledby="home-restaurants">
        <PageHeading id="home-restaurants">Explore the restaurants near you</PageHeading>
        {mealGrid}
      </section>
      <HighlightsBlock highlights={blocks.highlights} />
      <FeaturedFaqs faqs={blocks.faqs} />
      <HomeDownloadBanner homepage={blocks.homepage} />
    </PageMain>
  );
}

const loading = { status: 'loading' } as const;

/**
 * The home page while its blocks are read. The meal grid is left out: it reads itself, and
 * mounted here it would read again when the page replaces this.
 */
export function HomeLoading() {
  return <HomeLayout blocks={{ hero: loading, homepage: loading, features: loading, highlights: loading, faqs: loading }} />;
}

