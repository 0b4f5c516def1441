import { contentLoadErrorMessages, fetchContent, type Faq, type FaqsContent } from '@storefront/api-client';
import { logLoadFailure } from '@storefront/ui';

// A failed load is logged; the FAQ block then shows its default questions.

/** The FAQ page's content (title, page_data and the questions), through the content cache. */
export function loadFaqsContent(): Promise<FaqsContent> {
  return logLoadFailure(contentLoadErrorMessages.faqs ?? 'Failed to load FAQ content', fetchContent('faqs'));
}

/** The featured questions the home page shows. */
export function loadFeaturedFaqs(): Promise<Faq[]> {
  return logLoadFailure('Failed to load featured FAQs', fetchContent('featured-faqs'));
}
