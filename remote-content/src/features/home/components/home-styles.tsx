import { css, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { theme } from '@storefront/shared';
import type { ReactNode } from 'react';

/** Looks the home blocks share (the about and FAQ pages show some of these blocks too). */

export const visuallyHidden = css`
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

export const Block = styled.section`
  margin: 40px 0;
  h2 { margin: 0 0 16px; font-size: clamp(1.25rem, 3vw, 1.75rem); }
`;

export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
`;

/** A yellow notice that defaults are shown (content spec §8). */
export const FallbackNotice = styled.p`
  margin: 0 0 12px;
  padding: 10px 14px;
  border-radius: 8px;
  background: #fef9c3;
  color: ${theme.color.warning};
  font-weight: 600;
`;

export const EmptyMessage = styled.p`
  margin: 0;
  padding: 24px;
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius};
  color: ${theme.color.muted};
  text-align: center;
`;

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

/** A grey placeholder of the size of what will replace it, so nothing moves when it arrives. */
export const SkeletonBox = styled('div', {
  shouldForwardProp: (prop) => !['height', 'width', 'radius'].includes(prop),
})<{ height: string; width?: string; radius?: string }>`
  width: ${(props) => props.width ?? '100%'};
  height: ${(props) => props.height};
  border-radius: ${(props) => props.radius ?? theme.radius};
  background: linear-gradient(90deg, #f3f4f6 25%, #e5e7eb 50%, #f3f4f6 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** The loading state of a block: announced by its label, drawn as skeletons. */
export function Loading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true">
      <span css={visuallyHidden}>{label}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
