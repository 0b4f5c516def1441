import { PostForm } from '@storefront/ui';
import type { ReactNode } from 'react';
import type { CartIntent } from '../logic/cart-form-fields';

/**
 * A form of the cart's, answered by the `/cart` action when the app is not in the page yet (or
 * scripts are off): a tap sends it as the browser sends any form, and the server changes the cart
 * and brings the customer back to this page. Once the app is in, its buttons answer in the page
 * (their click handlers prevent the sending). `intent` may instead come from the button tapped
 * (a button's name and value are sent with the form).
 */
export function CartForm({
  intent,
  fields = {},
  ...form
}: {
  id?: string;
  intent?: CartIntent;
  fields?: Record<string, string>;
  returnTo?: string;
  children?: ReactNode;
}) {
  return <PostForm action="/cart" fields={intent ? { intent, ...fields } : fields} {...form} />;
}
