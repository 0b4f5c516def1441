import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { theme } from './theme';

// How a block of content looks while it loads and when it falls back to its defaults, so every
// page of the content area shows these states alike.

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

/**
 * A grey placeholder of the size of what will replace it, so nothing moves when it arrives. A
 * span shown as a block, so it may also stand where only text may, such as inside a heading.
 */
export const Skeleton = styled('span', {
  shouldForwardProp: (prop) => !['height', 'width', 'radius'].includes(prop),
})<{ height: string; width?: string; radius?: string }>`
  display: block;
  width: ${(props) => props.width ?? '100%'};
  height: ${(props) => props.height};
  border-radius: ${(props) => props.radius ?? theme.radius};
  background: linear-gradient(90deg, #f3f4f6 25%, #e5e7eb 50%, #f3f4f6 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** A block while it loads: announced by its label, drawn as the skeletons given, which screen readers skip. */
export function LoadingSkeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

const NoticeLine = styled.p`
  margin: 0 0 12px;
  padding: 10px 14px;
  border-radius: 8px;
  background: #fef9c3;
  color: ${theme.color.warning};
  font-weight: 600;
`;

/** The yellow line over a block's defaults saying its content could not be loaded. */
export function FallbackNotice({ children }: { children: ReactNode }) {
  return <NoticeLine role="status">{children}</NoticeLine>;
}

const EmptyLine = styled.p`
  margin: 0;
  padding: 24px;
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius};
  color: ${theme.color.muted};
  text-align: center;
`;

/** What a block says when the content service has nothing for it ('No FAQs available at the moment.'). */
export function EmptyNotice({ children }: { children: ReactNode }) {
  return <EmptyLine role="status">{children}</EmptyLine>;
}

/** A titled block of a content page (its h2 names it through aria-labelledby). */
export const ContentSection = styled.section`
  margin: 40px 0;
  h2 { margin: 0 0 16px; font-size: clamp(1.25rem, 3vw, 1.75rem); }
`;
