import { useLoadWithRetry, type HomepageContent, type LoadState } from '@storefront/shared';
import { loadContent } from './load-content';

/** The homepage content, and `retry`, which loads it again past the cache. */
export function useHomepageContent(): LoadState<HomepageContent> & { retry: () => void } {
  return useLoadWithRetry((refetch) => loadContent('homepage', { refetch }));
}
