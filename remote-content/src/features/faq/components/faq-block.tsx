import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { theme } from '@storefront/shared';
import type { FaqView } from '../logic/faq-view';
import { FaqAccordion } from './faq-accordion';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

/** A question row's placeholder, of the height of a closed question. */
const SkeletonRow = styled.div`
  height: 56px;
  border-radius: 8px;
  background: linear-gradient(90deg, #f3f4f6 25%, #e5e7eb 50%, #f3f4f6 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
  & + & { margin-top: 4px; }
`;

const Notice = styled.p`
  margin: 0 0 12px;
  padding: 10px 14px;
  border-radius: 8px;
  background: #fef9c3;
  color: ${theme.color.warning};
  font-weight: 600;
`;

const Empty = styled.p`
  margin: 0;
  padding: 24px;
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius};
  color: ${theme.color.muted};
  text-align: center;
`;

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/** The FAQ list in each of its states: placeholders, questions (with a notice over defaults) or empty. */
export function FaqBlock({ view, skeletonRows = 4 }: { view: FaqView; skeletonRows?: number }) {
  if (view.status === 'loading') {
    return (
      <div role="status" aria-busy="true">
        <span css={hidden}>Loading FAQs</span>
        <div aria-hidden="true">
          {Array.from({ length: skeletonRows }, (_, index) => (
            <SkeletonRow key={index} />
          ))}
        </div>
      </div>
    );
  }
  if (view.status === 'empty') return <Empty role="status">{view.message}</Empty>;
  return (
    <>
      {view.notice ? <Notice role="status">{view.notice}</Notice> : null}
      <FaqAccordion faqs={view.faqs} />
    </>
  );
}
