import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { CartIntent } from '../logic/cart-form-fields';

/**
 * A form of the cart's, answered by the `/cart` action when the app is not in the page yet (or
 * scripts are off): a tap sends it as the browser sends any form, and the server changes the cart
 * and brings the customer back to this page. Once the app is in, its buttons answer in the page
 * (their click handlers prevent the sending). `intent` may instead come from the button tapped
 * (a button's name and value are sent with the form); buttons outside the form name it by `id`.
 */
export function CartForm({
  id,
  intent,
  fields = {},
  returnTo,
  children,
}: {
  id?: string;
  intent?: CartIntent;
  fields?: Record<string, string>;
  /** The page to come back to, when not this one. */
  returnTo?: string;
  children?: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const from = returnTo ?? `${pathname}${search}`;
  return (
    <form id={id} method="post" action="/cart" css={{ display: 'contents' }}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="from" value={from} />
      {children}
    </form>
  );
}
