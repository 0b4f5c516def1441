import type { Faq, FaqsContent } from '@storefront/api-client';
import { settle, type Settled } from '@storefront/ui';
import { loadFaqsContent, loadFeaturedFaqs } from './load-faqs';

/** The questions the home page features. */
export function readFeaturedFaqs(): Promise<Settled<Faq[]>> {
  return settle(loadFeaturedFaqs());
}

/** The FAQ page's content: its title, subtitle and every question. */
export function readFaqsPage(): Promise<Settled<FaqsContent>> {
  return settle(loadFaqsContent());
}
