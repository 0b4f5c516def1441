import styled from '@emotion/styled';
import { ImageWithFallback, LoadingSkeleton, Skeleton, theme } from '@storefront/ui';

/**
 * The grid the home blocks lay their cards out in (the about page shows the feature cards too).
 * Columns that no card fills fold away, so three cards share a wide row instead of leaving a fourth
 * column empty.
 */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
`;

/** A card of a home block: a column at least `minHeight` tall (its skeleton's height too), picture on top. */
export const CardFrame = styled('article', {
  shouldForwardProp: (prop) => prop !== 'minHeight',
})<{ minHeight: string }>`
  display: flex;
  flex-direction: column;
  min-height: ${(props) => props.minHeight};
  box-sizing: border-box;
  overflow: hidden;
  border-radius: ${theme.radius};
  p { margin: 0; color: ${theme.color.muted}; }
`;

/** A card's picture across its top. */
export const CardPicture = styled(ImageWithFallback)`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
`;

/** A card block while it loads: one skeleton of a card's height per card it will show by default. */
export function CardGridSkeleton({ label, keys, height }: { label: string; keys: readonly string[]; height: string }) {
  return (
    <LoadingSkeleton label={label}>
      <CardGrid>
        {keys.map((key) => (
          <Skeleton key={key} height={height} />
        ))}
      </CardGrid>
    </LoadingSkeleton>
  );
}
