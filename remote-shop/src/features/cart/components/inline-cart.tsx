import styled from '@emotion/styled';
import { cartLinesAtom, cartOpenAtom } from '@storefront/contract';
import { theme } from '@storefront/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { CartReads } from '../api/cart-reads';
import { PRICING_SETTINGS_ERROR } from '../api/pricing-settings';
import { CartReadsOf } from '../hooks/cart-reads';
import { useCartPricing } from '../hooks/use-cart-pricing';
import { CartLineItem } from './cart-line-item';
import { ButtonLink } from './button-link';
import { KitchenSwitchDialog } from './kitchen-switch-dialog';
import { PricingSummary } from './pricing-summary';

const Panel = styled.aside`
  padding: 16px 20px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  h2 { margin: 0 0 8px; font-size: 1.25rem; }
  ul { list-style: none; margin: 0; padding: 0; }
`;

function InlineCartSummary() {
  const { quote, settings, tip } = useCartPricing();
  return (
    <PricingSummary
      totals={quote.totals}
      taxPercent={settings.rates?.taxPercent ?? null}
      showTip={tip !== null}
      delivery={quote.delivery}
      notice={settings.status === 'defaults' ? PRICING_SETTINGS_ERROR : undefined}
    />
  );
}

/**
 * The food page's cart, shown beside the meal instead of the drawer, priced as the drawer and the
 * cart page price it (useCartPricing), so the total here is the one charged. The lines are the
 * customer's from the first render (the server's store holds their cart), priced with what the
 * food page's loader read (`reads`). A request to open the drawer is answered here without moving
 * the page: on a phone this panel is far below the button, and the toast already says what was added.
 */
export function InlineCart({ reads }: { reads?: CartReads }) {
  const lines = useAtomValue(cartLinesAtom);
  const [openRequested, setOpen] = useAtom(cartOpenAtom);

  useEffect(() => {
    if (openRequested) setOpen(false);
  }, [openRequested, setOpen]);

  return (
    <Panel aria-labelledby="inline-cart-title">
      <KitchenSwitchDialog />
      <h2 id="inline-cart-title">Cart</h2>
      {lines.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <>
          <ul aria-label="Cart items">
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} />
            ))}
          </ul>
          <CartReadsOf reads={reads}>
            <InlineCartSummary />
          </CartReadsOf>
          <ButtonLink to="/cart">Checkout</ButtonLink>
        </>
      )}
    </Panel>
  );
}
