import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Product } from '../boundary/meal';
import { useAddToCart } from './use-add-to-cart';

/**
 * Adding a meal from any app's page: a form the shop's `/cart` action answers before the app is in
 * (or with scripts off), then brings the customer back here; once the app is in, it adds in the page
 * (useAddToCart) and sends nothing. `children` holds its submit button; the form takes no box.
 */
export function AddToCartForm({ meal, children }: { meal: Product; children: ReactNode }) {
  const addToCart = useAddToCart();
  const { pathname, search } = useLocation();
  const inPage = (event: { preventDefault(): void }) => {
    event.preventDefault();
    addToCart(meal);
  };
  return (
    <form method="post" action="/cart" style={{ display: 'contents' }} onSubmit={inPage}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="id" value={meal.uuid} />
      <input type="hidden" name="from" value={`${pathname}${search}`} />
      {children}
    </form>
  );
}
