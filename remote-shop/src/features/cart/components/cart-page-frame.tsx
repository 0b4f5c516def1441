import { PageHeading, PageMain } from '@storefront/ui';
import type { ReactNode } from 'react';

/** The cart page around its contents: the same frame while it loads as once it is in. */
export function CartPageFrame({ children }: { children: ReactNode }) {
  return (
    <PageMain css={{ maxWidth: 760 }}>
      <PageHeading>Cart</PageHeading>
      {children}
    </PageMain>
  );
}

/** The cart page while its reads come, when the browser renders it itself (the server did not). */
export function CartPageLoading() {
  return (
    <CartPageFrame>
      <p role="status">Loading...</p>
    </CartPageFrame>
  );
}
