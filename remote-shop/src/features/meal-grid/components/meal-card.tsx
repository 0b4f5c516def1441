import styled from '@emotion/styled';
import { formatZk } from '@storefront/api-client';
import { Button, ImageWithFallback, theme, type CardImageLoading } from '@storefront/ui';
import { AddToCartForm, type Product } from '@storefront/contract';
import { useId } from 'react';
import { Link } from 'react-router-dom';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  overflow: hidden;
`;

const Photo = styled(ImageWithFallback)`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${theme.color.brandSoft};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 6px;
  padding: 12px;
  h3 { margin: 0; font-size: 1rem; overflow-wrap: anywhere; }
  h3 a { color: ${theme.color.text}; text-decoration: none; }
  p { margin: 0; color: ${theme.color.muted}; font-size: 0.875rem; }
`;

/** At the foot of the card, tall enough for a thumb. */
const AddButton = styled(Button)`
  margin-top: auto;
  min-height: 44px;
  padding: 10px 12px;
`;
export function MealCard({ meal, imageLoading = { loading: 'lazy' } }: { meal: Product; imageLoading?: CardImageLoading }) {
  const headingId = useId();
  const image = meal.image[0];
  return (
    <Card aria-labelledby={headingId}>
      <Photo src={image?.url} alt={meal.name} width={400} height={300} {...imageLoading} />
      <Body>
        <h3 id={headingId}>
          <Link to={`/food/${meal.uuid}`}>{meal.name}</Link>
        </h3>
        <p>{meal.vendor.name}</p>
        <strong>{formatZk(meal.price)}</strong>
        <AddToCartForm meal={meal}>
          <AddButton type="submit">Add to Cart</AddButton>
        </AddToCartForm>
      </Body>
    </Card>
  );
}
