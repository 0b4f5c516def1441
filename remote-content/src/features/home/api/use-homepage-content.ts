import { useLoadWithRetry, type LoadState } from '@storefront/ui';
import { type HomepageContent } from '@storefront/api-client';
import { loadContent } from './load-content';

/** The homepage content, and `retry`, which loads it again past the cache. */
export function useHomepageContent(): LoadState<HomepageContent> & { retry: () => void } {
  return useLoadWithRetry((refetch) => loadContent('homepage', { refetch }));
}
