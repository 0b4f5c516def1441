import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { theme } from '@storefront/shared';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

const Shape = styled('div', { shouldForwardProp: (prop) => prop !== 'height' && prop !== 'width' })<{
  height: number;
  width?: string;
}>`
  height: ${(props) => props.height}px;
  width: ${(props) => props.width ?? '100%'};
  border-radius: 6px;
  background: ${theme.color.border};
  animation: ${pulse} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
`;

/** The grey shape of an opening's card while the openings load. */
export function CareerCardSkeleton() {
  return (
    <Card data-testid="career-card-skeleton">
      <Shape height={22} width="60%" />
      <Shape height={16} width="40%" />
      <Shape height={14} />
      <Shape height={14} width="80%" />
      <Shape height={40} width="35%" />
    </Card>
  );
}
