import styled from '@emotion/styled';
import { cartCountAtom, cartOpenAtom, theme } from '@storefront/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { cartLabel } from '../nav-links';

const Button = styled.button`
  position: relative;
  display: inline-flex;
  padding: 8px;
  border: 0;
  background: transparent;
  color: ${theme.color.text};
  cursor: pointer;
`;

const Badge = styled.span`
  position: absolute;
  top: 0;
  right: -2px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${theme.color.brand};
  color: #fff;
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

export function CartIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="9" cy="21" r="1" />
      <circle cx="20" cy="21" r="1" />
      <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
    </svg>
  );
}

/** The header's cart icon: its badge counts every item; it opens the shop's cart drawer. */
export function CartButton() {
  const count = useAtomValue(cartCountAtom);
  const openCart = useSetAtom(cartOpenAtom);
  return (
    <Button type="button" aria-label={cartLabel(count)} onClick={() => openCart(true)}>
      <CartIcon />
      <Badge aria-hidden="true">
        {count}
      </Badge>
    </Button>
  );
}
