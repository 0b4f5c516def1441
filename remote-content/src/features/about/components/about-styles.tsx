import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { theme } from '@storefront/shared';

export const Section = styled.section`
  margin: 40px 0;
  h2 { margin: 0 0 16px; font-size: clamp(1.25rem, 3vw, 1.75rem); }
  h3 { margin: 0 0 6px; font-size: 1.1rem; }
`;

export const Notice = styled.p`
  margin: 0 0 12px;
  padding: 10px 14px;
  border-radius: 8px;
  background: #fef9c3;
  color: ${theme.color.warning};
  font-weight: 600;
`;

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

/** A placeholder of the size of what replaces it. */
export const SkeletonBox = styled('span', {
  shouldForwardProp: (prop) => !['height', 'width', 'radius'].includes(prop),
})<{ height: string; width?: string }>`
  display: block;
  width: ${(props) => props.width ?? '100%'};
  height: ${(props) => props.height};
  margin-bottom: 8px;
  border-radius: 8px;
  background: linear-gradient(90deg, #f3f4f6 25%, #e5e7eb 50%, #f3f4f6 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
