import { Accordion, PagePanel } from '@storefront/ui';
import { useId } from 'react';
import { SUPPORT_FAQS } from '../logic/support-content';

/** The support questions, one answer open at a time. */
export function SupportFaq() {
  const id = useId();
  return (
    <PagePanel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Frequently Asked Questions</h2>
      <Accordion items={SUPPORT_FAQS.map((faq) => ({ key: faq.question, question: faq.question, answer: <p>{faq.answer}</p> }))} />
    </PagePanel>
  );
}
