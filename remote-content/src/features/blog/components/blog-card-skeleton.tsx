import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { theme } from '@storefront/shared';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

const Shape = styled.div<{ height: number; width?: string }>`
  height: ${(p) => p.height}px;
  width: ${(p) => p.width ?? 'auto'};
  border-radius: 6px;
  background: ${theme.color.border};
  animation: ${pulse} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  height: 100%;
  padding-bottom: 16px;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  & > :not(:first-of-type) { margin: 0 16px; }
`;

/** The grey shape of a post card while the list loads. */
export function BlogCardSkeleton() {
  return (
    <Card>
      <Shape height={180} css={{ borderRadius: 0 }} />
      <Shape height={14} width="40%" />
      <Shape height={22} />
      <Shape height={14} />
      <Shape height={14} width="70%" />
    </Card>
  );
}
