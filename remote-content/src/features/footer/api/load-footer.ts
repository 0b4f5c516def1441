import { fetchContent, logLoadFailure, type FooterContent } from '@storefront/shared';

/** The footer content through the content cache; a failure is logged, then defaults show. */
export function loadFooter(): Promise<FooterContent> {
  return logLoadFailure('Failed to load footer content', fetchContent('footer'));
}
