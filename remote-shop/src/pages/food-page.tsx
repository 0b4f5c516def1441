import styled from '@emotion/styled';
import { formatZk, getProduct, getProducts } from '@storefront/api-client';
import { ImageWithFallback, PageHeading, PageMain, PrimaryButton, theme, useLoad } from '@storefront/ui';
import { useAddToCart, type Product } from '@storefront/contract';
import { Link, useParams } from 'react-router-dom';
import { InlineCart } from '../features/cart/components/inline-cart';
import { MealCarousel } from '../features/food/components/meal-carousel';
import { preparationTimeText } from '../features/food/preparation-time';
import { MealCard } from '../features/meal-grid/components/meal-card';

const Layout = styled.div`
  display: grid;
  gap: 32px;
  ${theme.desktopQuery} { grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr); align-items: start; }
`;

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

const Spinner = styled.div`
  width: 40px;
  height: 40px;
  margin: 48px auto;
  border: 4px solid ${theme.color.brandSoft};
  border-top-color: ${theme.color.brand};
  border-radius: 50%;
  animation: spin 0.8s linear infinite;
  @keyframes spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { animation-duration: 3s; }
`;

const SimilarGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(130px, 100%), 1fr));
  gap: 12px;
  ${theme.desktopQuery} { grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 16px; }
`;

const SIMILAR_MEALS = 4;

/** Other meals of the same category; a failed list only hides the section. */
async function similarMeals(meal: Product): Promise<Product[]> {
  try {
    const meals = await getProducts();
    return meals
      .filter((other) => other.uuid !== meal.uuid && other.category?.name === meal.category?.name)
      .slice(0, SIMILAR_MEALS);
  } catch {
    return [];
  }
}

async function mealWithSimilar(id: string) {
  const meal = await getProduct(id);
  return { meal, similar: await similarMeals(meal) };
}

const backLink = <Link to="/">Back to restaurants</Link>;

export default function FoodPage() {
  const { id = '' } = useParams();
  const loaded = useLoad(() => mealWithSimilar(id), id);
  const addToCart = useAddToCart();

  let content;
  if (loaded.status === 'loading') {
    content = <Spinner role="status" aria-label="Loading" />;
  } else if (loaded.status === 'error') {
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
          <MealCarousel meal={meal} />
          <div>
            <PageHeading>{meal.name}</PageHeading>
            {meal.description ? <p>{meal.description}</p> : null}
            <p css={{ fontSize: '1.25rem', fontWeight: 700 }}>Amount: {formatZk(meal.price)}</p>
            {preparation ? <p>Preparation time: {preparation}</p> : null}
            <Vendor>
              <ImageWithFallback src={meal.vendor.image ?? undefined} alt="" width={40} height={40} />
              <span>{meal.vendor.name}</span>
            </Vendor>
            <AddButton type="button" onClick={() => addToCart(meal)}>
              Add to Cart
            </AddButton>
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

  return (
    <PageMain>
      <p>{backLink}</p>
      <Layout>
        <div>{content}</div>
        {/* Under the meal on a phone: shown once the meal is, so the meal does not push it down. */}
        {loaded.status === 'loading' ? null : <InlineCart />}
      </Layout>
    </PageMain>
  );
}
