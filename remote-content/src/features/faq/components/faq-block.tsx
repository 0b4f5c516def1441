import styled from '@emotion/styled';
import { EmptyNotice, FallbackNotice, LoadingSkeleton, Skeleton } from '@storefront/ui';
import type { FaqView } from '../logic/faq-view';
import { FaqAccordion } from './faq-accordion';

/** A question row's placeholder, of the height of a closed question. */
const SkeletonRow = styled(Skeleton)`
  & + & { margin-top: 4px; }
`;

/** The FAQ list in each of its states: placeholders, questions (with a notice over defaults) or empty. */
export function FaqBlock({ view, skeletonRows = 4 }: { view: FaqView; skeletonRows?: number }) {
  if (view.status === 'loading') {
    return (
      <LoadingSkeleton label="Loading FAQs">
        {Array.from({ length: skeletonRows }, (_, index) => (
          <SkeletonRow key={index} height="56px" radius="8px" />
        ))}
      </LoadingSkeleton>
    );
  }
  if (view.status === 'empty') return <EmptyNotice>{view.message}</EmptyNotice>;
  return (
    <>
      {view.notice ? <FallbackNotice>{view.notice}</FallbackNotice> : null}
      <FaqAccordion faqs={view.faqs} />
    </>
  );
}
