import styled from '@emotion/styled';
import { formatZk } from '@storefront/api-client';
import { ImageWithFallback, PageHeading, PrimaryButton, theme, type Settled } from '@storefront/ui';
import { AddToCartForm } from '@storefront/contract';
import { useLoaderData } from 'react-router-dom';
import type { CartReads } from '../features/cart/api/cart-reads';
import { InlineCart } from '../features/cart/components/inline-cart';
import type { MealWithSimilar } from '../features/food/api/meal-reads';
import { FoodPageFrame } from '../features/food/components/food-page-frame';
import { MealCarousel } from '../features/food/components/meal-carousel';
import { preparationTimeText } from '../features/food/logic/preparation-time';
import { MealCard } from '../features/meal-grid/components/meal-card';

const Details = styled.div`
  display: grid;
  gap: 16px;
  ${theme.desktopQuery} { grid-template-columns: 1fr 1fr; }
`;

const Vendor = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  img { width: 40px; height: 40px; border-radius: 50%; object-fit: cover; }
`;

const AddButton = styled(PrimaryButton)`
  min-height: 48px;
  padding: 12px 28px;
`;

const SimilarGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(130px, 100%), 1fr));
  gap: 12px;
  ${theme.desktopQuery} { grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 16px; }
`;

/** What the food page's loader reads: the meal (readMeal) and what its cart shows beyond its lines (readCart). */
export interface FoodPageReads {
  meal: Settled<MealWithSimilar>;
  cart: CartReads;
}

/** /food/:id, with what its loader read. */
export default function FoodPage() {
  const { meal: loaded, cart } = useLoaderData() as FoodPageReads;

  let content;
  if (loaded.status === 'error') {
    content = (
      <p role="alert" css={{ color: theme.color.danger }}>
        Error loading food details
      </p>
    );
  } else {
    const { meal, similar } = loaded.data;
    const preparation = preparationTimeText(meal.preparation_time);
    content = (
      <>
        <Details>
          {/* Another meal's page opens on the picture its own address asks for. */}
          <MealCarousel key={meal.uuid} meal={meal} />
          <div>
            <PageHeading>{meal.name}</PageHeading>
            {meal.description ? <p>{meal.description}</p> : null}
            <p css={{ fontSize: '1.25rem', fontWeight: 700 }}>Amount: {formatZk(meal.price)}</p>
            {preparation ? <p>Preparation time: {preparation}</p> : null}
            <Vendor>
              <ImageWithFallback src={meal.vendor.image ?? undefined} alt="" width={40} height={40} />
              <span>{meal.vendor.name}</span>
            </Vendor>
            <AddToCartForm meal={meal}>
              <AddButton type="submit">Add to Cart</AddButton>
            </AddToCartForm>
          </div>
        </Details>
        {similar.length > 0 ? (
          <section aria-labelledby="similar-title">
            <h2 id="similar-title">Similar Product</h2>
            <SimilarGrid>
              {similar.map((other) => (
                <MealCard key={other.uuid} meal={other} />
              ))}
            </SimilarGrid>
          </section>
        ) : null}
      </>
    );
  }

  return <FoodPageFrame cart={<InlineCart reads={cart} />}>{content}</FoodPageFrame>;
}
