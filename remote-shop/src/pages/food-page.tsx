import { formatZk, getProduct, PageHeading, PageMain, theme, useAddToCart, useLoad } from '@storefront/shared';
import { Link, useParams } from 'react-router-dom';

export default function FoodPage() {
  const { id = '' } = useParams();
  const meal = useLoad(() => getProduct(id), id);
  const addToCart = useAddToCart();

  if (meal.status === 'loading') return <PageMain><p role="status">Loading...</p></PageMain>;
  if (meal.status === 'error') {
    return (
      <PageMain>
        <p role="alert" css={{ color: theme.color.danger }}>Error loading food details</p>
        <Link to="/">Back to restaurants</Link>
      </PageMain>
    );
  }
  const { data } = meal;
  return (
    <PageMain>
      <Link to="/">Back to restaurants</Link>
      <PageHeading>{data.name}</PageHeading>
      {data.description ? <p>{data.description}</p> : null}
      <p>Amount: {formatZk(data.price)}</p>
      <button type="button" onClick={() => addToCart(data)}>
        Add to Cart
      </button>
    </PageMain>
  );
}
