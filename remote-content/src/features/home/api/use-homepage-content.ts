import { useLoad, type HomepageContent, type LoadState } from '@storefront/shared';
import { useCallback, useRef } from 'react';
import { loadContent } from './load-content';

/** The homepage content, and `retry`, which loads it again past the cache. */
export function useHomepageContent(): LoadState<HomepageContent> & { retry: () => void } {
  const refetchNext = useRef(false);
  const content = useLoad(() => {
    const refetch = refetchNext.current;
    refetchNext.current = false;
    return loadContent('homepage', { refetch });
  });
  const { reload } = content;
  const retry = useCallback(() => {
    refetchNext.current = true;
    reload();
  }, [reload]);
  return { ...content, retry };
}
