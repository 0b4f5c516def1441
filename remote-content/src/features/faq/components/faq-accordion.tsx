import { Accordion } from '@storefront/ui';
import { type Faq } from '@storefront/api-client';
import { RichText } from '@storefront/ui/rich-text';
import { faqKey } from '../logic/faq-view';

/** The questions, one answer open at a time; answers may carry HTML from the content service, shown sanitised. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Accordion
      items={faqs.map((faq, index) => ({
        key: faqKey(faq, index),
        question: faq.question,
        answer: <RichText content={faq.answer} />,
      }))}
    />
  );
}
