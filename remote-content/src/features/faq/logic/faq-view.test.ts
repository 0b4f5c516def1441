import type { Faq } from '@storefront/api-client';
import type { LoadState } from '@storefront/ui';
import { DEFAULT_FAQS } from './default-faqs';
import { faqKey, faqsOf, faqView, sortedFaqs } from './faq-view';

const faq = (question: string, sort_order: number, id?: number): Faq => ({
  id,
  question,
  answer: 'An answer.',
  is_featured: false,
  sort_order,
});

describe('FAQ lists', () => {
  it('sorts by sort order without changing the given list', () => {
    const given = [faq('B', 2), faq('A', 1)];
    expect(sortedFaqs(given).map((item) => item.question)).toEqual(['A', 'B']);
    expect(given[0]?.question).toBe('B');
  });

  it("says 'No FAQs available at the moment.' for an empty list", () => {
    expect(faqsOf([])).toEqual({ status: 'empty', message: 'No FAQs available at the moment.' });
  });

  it('shows the defaults with the notice when the load fails', () => {
    const failed: LoadState<Faq[]> = { status: 'error', error: new Error('down') };
    expect(faqView<Faq[]>(failed, (faqs) => faqs)).toEqual({
      status: 'shown',
      faqs: DEFAULT_FAQS,
      notice: 'Unable to load latest FAQs. Showing default questions.',
    });
  });

  it('keys questions by id, else by position', () => {
    expect(faqKey(faq('A', 1, 7), 0)).toBe('faq-7');
    expect(faqKey(faq('A', 1), 3)).toBe('faq-3');
  });
});
