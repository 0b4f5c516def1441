import { PageHeading, PageMain } from '@storefront/ui';
import { Slot } from '@storefront/contract';
import { useHomepageContent } from '../features/home/api/use-homepage-content';
import { AppDownloadBlock } from '../features/home/components/app-download-block';
import { HomeDownloadBanner } from '../features/home/components/download-banner';
import { FeatureCardsBlock } from '../features/home/components/feature-cards';
import { HeroSection } from '../features/home/components/hero-section';
import { HighlightsBlock } from '../features/home/components/highlights-block';
import { HomepageFailure } from '../features/home/components/homepage-failure';
import { FeaturedFaqs } from '../features/faq/components/faq-sections';

/** Each block loads on its own and falls back on its own; the meal grid is the shop's, through a slot. */
export default function HomePage() {
  const homepage = useHomepageContent();
  return (
    <PageMain>
      {homepage.status === 'error' ? <HomepageFailure onRetry={homepage.retry} /> : null}
      <HeroSection />
      <AppDownloadBlock homepage={homepage} />
      <FeatureCardsBlock />
      <section aria-labelledby="home-restaurants">
        <PageHeading id="home-restaurants">Explore the restaurants near you</PageHeading>
        <Slot name="meal-grid" />
      </section>
      <HighlightsBlock />
      <FeaturedFaqs />
      <HomeDownloadBanner homepage={homepage} />
    </PageMain>
  );
}
