import { css, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { theme } from '@storefront/ui';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

const grey = css`
  border-radius: 6px;
  background: ${theme.color.border};
  animation: ${pulse} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** A grey bar as tall as one line of text of `lineHeight`, `width` of the line. */
const Shape = styled.div<{ lineHeight: string; width?: string }>`
  ${grey};
  height: ${(p) => p.lineHeight};
  width: ${(p) => p.width ?? 'auto'};
`;

/** The picture's place, the shape of the card's picture (blog-card.tsx), so the card keeps its height when the post comes. */
const ImageShape = styled.div`
  ${grey};
  aspect-ratio: 16 / 10;
  border-radius: 0;
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
`;

/** Laid out as the card's body: padding 16, gap 10, and lines as tall as its text's. */
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
`;

const META_LINE = 'calc(0.875rem * 1.15)';
const TITLE_LINE = 'calc(1.15rem * 1.3)';
const TEXT_LINE = '1.15em';

/** The grey shape of a post card while the list loads: a picture, the meta line, a two-line title, three lines of excerpt and the author. */
export function BlogCardSkeleton() {
  return (
    <Card>
      <ImageShape />
      <Body>
        <Shape lineHeight={META_LINE} width="40%" />
        <div>
          <Shape lineHeight={TITLE_LINE} />
          <Shape lineHeight={TITLE_LINE} width="60%" />
        </div>
        <div>
          <Shape lineHeight={TEXT_LINE} />
          <Shape lineHeight={TEXT_LINE} />
          <Shape lineHeight={TEXT_LINE} width="70%" />
        </div>
        <Shape lineHeight={META_LINE} width="30%" />
      </Body>
    </Card>
  );
}
