import styled from '@emotion/styled';
import { cartCountAtom, cartOpenAtom } from '@storefront/contract';
import { answeredInPage, theme } from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { ShoppingCart } from 'lucide-react';
import { cartLabel } from '../nav-links';
import { OpensPageBeforeApp } from './opens-page-before-app';

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

/** Opens the shop's cart drawer; until the app is in (or with scripts off), the cart page. */
export function CartButton() {
  const count = useAtomValue(cartCountAtom);
  const openCart = useSetAtom(cartOpenAtom);
  return (
    <OpensPageBeforeApp page="/cart">
      <Button aria-label={cartLabel(count)} onClick={answeredInPage(() => openCart(true))}>
        <ShoppingCart size={26} />
        <Badge aria-hidden="true">{count}</Badge>
      </Button>
    </OpensPageBeforeApp>
  );
}
