import { cartLinesAtom, PageHeading, PageMain } from '@storefront/shared';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { CartLineItem } from '../features/cart/components/cart-line-item';

export default function CartPage() {
  const lines = useAtomValue(cartLinesAtom);
  return (
    <PageMain>
      <PageHeading>Cart</PageHeading>
      {lines.length === 0 ? (
        <>
          <p>Your cart is empty.</p>
          <Link to="/menu">Browse Menu</Link>
        </>
      ) : (
        <>
          <ul css={{ listStyle: 'none', padding: 0 }}>
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} />
            ))}
          </ul>
          <Link to="/menu">Add More Items</Link>
        </>
      )}
    </PageMain>
  );
}
