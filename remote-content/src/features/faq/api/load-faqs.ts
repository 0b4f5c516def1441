import { contentLoadErrorMessages, fetchContent, type Faq, type FaqsContent } from '@storefront/shared';

/** Content spec §8: a failed load is logged; the FAQ block then shows its default questions. */
function logged<T>(what: string, load: Promise<T>): Promise<T> {
  return load.catch((error: unknown) => {
    console.error(what, error);
    throw error;
  });
}

/** The FAQ page's content (title, page_data and the questions), through the content cache. */
export function loadFaqsContent(): Promise<FaqsContent> {
  return logged(contentLoadErrorMessages.faqs ?? 'Failed to load FAQ content', fetchContent('faqs'));
}

/** The featured questions the home page shows. */
export function loadFeaturedFaqs(): Promise<Faq[]> {
  return logged('Failed to load featured FAQs', fetchContent('featured-faqs'));
}
