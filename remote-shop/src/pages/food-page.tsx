import { addToCartAtom, formatZk, getProduct, PageHeading, PageMain, showToastAtom, theme, useLoad } from '@storefront/shared';
import { useSetAtom } from 'jotai';
import { Link, useParams } from 'react-router-dom';

export default function FoodPage() {
  const { id = '' } = useParams();
  const meal = useLoad(() => getProduct(id), id);
  const add = useSetAtom(addToCartAtom);
  const toast = useSetAtom(showToastAtom);

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
      <button
        type="button"
        onClick={() => {
          add(data);
          toast(`Added ${data.name} to cart`, 'success');
        }}
      >
        Add to Cart
      </button>
    </PageMain>
  );
}
