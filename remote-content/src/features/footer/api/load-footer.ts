import { fetchContent, type FooterContent } from '@storefront/api-client';
import { logLoadFailure } from '@storefront/ui';

/** The footer content through the content cache; a failure is logged, then defaults show. */
export function loadFooter(): Promise<FooterContent> {
  return logLoadFailure('Failed to load footer content', fetchContent('footer'));
}
