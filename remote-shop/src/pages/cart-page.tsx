import { PageHeading, PageMain } from '@storefront/ui';
import { CartContents } from '../features/cart/components/cart-contents';

export default function CartPage() {
  return (
    <PageMain css={{ maxWidth: 760 }}>
      <PageHeading>Cart</PageHeading>
      <CartContents addMoreLabel="Add More Items" />
    </PageMain>
  );
}
