import { cartOpenAtom, ModalDialog } from '@storefront/shared';
import { useAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { CartContents } from './cart-contents';

/** The food page shows the cart inline instead (spec §2). */
export function showsCartInline(pathname: string): boolean {
  return pathname.startsWith('/food/');
}

/** The cart panel opened from the header's cart icon; closes on a click outside and on Escape. */
export function CartDrawer() {
  const [open, setOpen] = useAtom(cartOpenAtom);
  const { pathname } = useLocation();
  if (!open || showsCartInline(pathname)) return null;
  const close = () => setOpen(false);
  return (
    <ModalDialog title="Cart" placement="right" onClose={close}>
      <CartContents addMoreLabel="Add More" onLeave={close} />
    </ModalDialog>
  );
}
