import { Skeleton } from '@storefront/ui';
import { OpeningCardFrame } from './careers-styles';

/** The grey shape of an opening's card while the openings load. */
export function CareerCardSkeleton() {
  return (
    <OpeningCardFrame data-testid="career-card-skeleton" css={{ gap: 12 }}>
      <Skeleton height="22px" width="60%" radius="6px" />
      <Skeleton height="16px" width="40%" radius="6px" />
      <Skeleton height="14px" radius="6px" />
      <Skeleton height="14px" width="80%" radius="6px" />
      <Skeleton height="40px" width="35%" radius="6px" />
    </OpeningCardFrame>
  );
}
