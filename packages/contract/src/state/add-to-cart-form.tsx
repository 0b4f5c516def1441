import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Product } from '../boundary/meal';
import { useAddToCart } from './use-add-to-cart';

/** Where every cart form goes: the shop's cart page, whose action answers it. */
export const CART_FORM_ACTION = '/cart';

/** The page a cart form was sent from, which its answer brings the customer back to. */
export function useFormReturnPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * Adding a meal, from any app's page: a form the shop's `/cart` action answers when the app is not
 * in the page yet (or scripts are off), so a tap is never lost; once the app is in, it adds in the
 * page at once (useAddToCart: the drawer opens, the toast says so) and sends nothing. `children`
 * holds its submit button. The form takes no box of its own: the button sits in the layout as if
 * the form were not there.
 */
export function AddToCartForm({ meal, children }: { meal: Product; children: ReactNode }) {
  const addToCart = useAddToCart();
  const from = useFormReturnPath();
  return (
    <form
      method="post"
      action={CART_FORM_ACTION}
      style={{ display: 'contents' }}
      onSubmit={(event) => {
        event.preventDefault();
        addToCart(meal);
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="id" value={meal.uuid} />
      <input type="hidden" name="from" value={from} />
      {children}
    </form>
  );
}
