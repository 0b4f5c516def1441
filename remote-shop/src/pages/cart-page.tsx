import { useLoaderData } from 'react-router-dom';
import type { CartReads } from '../features/cart/api/cart-reads';
import { CartContents } from '../features/cart/components/cart-contents';
import { CartPageFrame } from '../features/cart/components/cart-page-frame';

/** /cart, with what its loader read (readCart) beside the lines the store holds. */
export default function CartPage() {
  const reads = useLoaderData() as CartReads;
  return (
    <CartPageFrame>
      <CartContents addMoreLabel="Add More Items" reads={reads} />
    </CartPageFrame>
  );
}
