import styled from '@emotion/styled';
import { ImageWithFallback, theme, type CardImageLoading } from '@storefront/ui';
import { type CateringBundle } from '@storefront/api-client';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { bundleImageUrl } from '../logic/catering-meta';
import { advanceNoticeText, cateringPriceText, guestRangeText } from '../logic/catering-text';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  overflow: hidden;
  img { display: block; width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; }
  div { display: flex; flex: 1; flex-direction: column; gap: 6px; padding: 14px; }
  h2 { margin: 0; font-size: 1.1rem; }
  p { margin: 0; color: ${theme.color.muted}; font-size: 0.9rem; }
  strong { color: ${theme.color.brandDark}; }
  a { margin-top: auto; padding-top: 8px; color: ${theme.color.brand}; font-weight: 600; }
`;


export function BundleCard({ bundle, imageLoading = { loading: 'lazy' } }: { bundle: CateringBundle; imageLoading?: CardImageLoading }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <ImageWithFallback src={bundleImageUrl(bundle)} alt="" width={600} height={400} {...imageLoading} />
      <div>
        <h2 id={titleId}>{bundle.title}</h2>
        <p>{bundle.description}</p>
        <strong>{cateringPriceText(bundle.price)}</strong>
        <p>{guestRangeText(bundle.minGuests, bundle.maxGuests)}</p>
        <p>{advanceNoticeText(bundle.advanceOrderTime)}</p>
        {/* The name starts with the words shown, so a speech user can say what they see (WCAG 2.5.3). */}
        <Link to={`/catering/${bundle.id}`} aria-label={`Order Now: ${bundle.title}`}>
          Order Now
        </Link>
      </div>
    </Card>
  );
}
