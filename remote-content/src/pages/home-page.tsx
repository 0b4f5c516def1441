import { Slot } from '@storefront/contract';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { HomepageFailure } from '../features/home/components/homepage-failure';
import { HomeLayout } from './home-layout';
import type { HomePageReads } from './page-reads';

/**
 * The home page with what its loader read (readHomePage): each block falls back on its own; Try
 * Again reads the page again (a failed read is not cached, so the homepage content is asked anew).
 */
export default function HomePage() {
  const blocks = useLoaderData() as HomePageReads;
  const revalidator = useRevalidator();
  const failure = blocks.homepage.status === 'error' ? <HomepageFailure onRetry={() => void revalidator.revalidate()} /> : null;
  return <HomeLayout blocks={blocks} failure={failure} mealGrid={<Slot name="meal-grid" />} />;
}
