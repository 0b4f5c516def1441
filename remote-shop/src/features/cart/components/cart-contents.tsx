import styled from '@emotion/styled';
import { cartLinesAtom } from '@storefront/contract';
import { useAtomValue } from 'jotai';
import type { CheckoutRefusal } from '../api/cart-action';
import type { CartReads } from '../api/cart-reads';
import { CartReadsOf } from '../hooks/cart-reads';
import { ButtonLink } from './button-link';
import { CartCheckout } from './cart-checkout';
import { CartLineItem } from './cart-line-item';
import { CartOverlays } from './cart-overlays';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * Everything the cart holds, for the cart page and the drawer alike: the lines, Add More, then
 * pricing, tip, order type, address or instructions and Checkout; the empty state otherwise.
 * `reads` are what was read for it (readCart): by the cart page's loader, or by the host for the
 * drawer, whose parts show their loading states until they are in.
 */
export function CartContents({
  addMoreLabel,
  onLeave,
  reads,
  checkoutRefusal,
}: {
  addMoreLabel: string;
  onLeave?: () => void;
  reads?: CartReads;
  /** Why the cart's action refused an order sent without scripts. */
  checkoutRefusal?: CheckoutRefusal;
}) {
  const lines = useAtomValue(cartLinesAtom);
  if (lines.length === 0) {
    return (
      <>
        <p>Your cart is empty.</p>
        <ButtonLink to="/menu" onClick={onLeave}>
          Browse Menu
        </ButtonLink>
        <CartOverlays />
      </>
    );
  }
  return (
    <>
      <Lines aria-label="Cart items">
        {lines.map((line) => (
          <CartLineItem key={line.id} line={line} />
        ))}
      </Lines>
      <p>
        <ButtonLink to="/menu" onClick={onLeave}>
          {addMoreLabel}
        </ButtonLink>
      </p>
      <CartReadsOf reads={reads}>
        <CartCheckout refusal={checkoutRefusal} />
      </CartReadsOf>
      <CartOverlays />
    </>
  );
}
