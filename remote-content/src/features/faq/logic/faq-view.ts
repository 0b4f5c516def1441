import type { Faq } from '@storefront/api-client';
import type { LoadState } from '@storefront/ui';
import { DEFAULT_FAQS } from './default-faqs';
import { FAQ_MESSAGES } from './faq-messages';

export type FaqView =
  | { status: 'loading' }
  | { status: 'shown'; faqs: Faq[]; notice: string | null }
  | { status: 'empty'; message: string };

/** The FAQs in their sort order. */
export function sortedFaqs(faqs: readonly Faq[]): Faq[] {
  return [...faqs].sort((a, b) => a.sort_order - b.sort_order);
}

/** FAQs as given; 'No FAQs available at the moment.' when there are none. */
export function faqsOf(faqs: readonly Faq[]): FaqView {
  return faqs.length > 0
    ? { status: 'shown', faqs: sortedFaqs(faqs), notice: null }
    : { status: 'empty', message: FAQ_MESSAGES.empty };
}

/** FAQs from a load: the defaults with 'Unable to load latest FAQs...' when it fails. */
export function faqView<T>(state: LoadState<T>, pick: (content: T) => readonly Faq[]): FaqView {
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') return { status: 'shown', faqs: DEFAULT_FAQS, notice: FAQ_MESSAGES.fallback };
  return faqsOf(pick(state.data));
}

/** A key for a question that stays the same while the list does. */
export function faqKey(faq: Faq, index: number): string {
  return faq.id !== undefined && faq.id !== null ? `faq-${faq.id}` : `faq-${index}`;
}
