import { cartOpenAtom, kitchenSwitchAtom } from '@storefront/contract';
import { ModalDialog } from '@storefront/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { CartContents } from './cart-contents';
import { KitchenSwitchDialog } from './kitchen-switch-dialog';

/** The food page shows the cart inline instead. */
export function showsCartInline(pathname: string): boolean {
  return pathname.startsWith('/food/');
}

/**
 * The cart panel opened from the header's cart icon; closes on a click outside and on Escape.
 * A meal of another kitchen asks its question before the cart opens.
 */
export function CartDrawer() {
  const [open, setOpen] = useAtom(cartOpenAtom);
  const { pathname } = useLocation();
  const switchAsked = useAtomValue(kitchenSwitchAtom) !== null;
  // Another page closes it: a tab or link tapped with the drawer open (the Cart tab's page is the cart itself).
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    setOpen(false);
  }, [pathname, setOpen]);
  if (!open || showsCartInline(pathname)) return null;
  if (switchAsked) return <KitchenSwitchDialog />;
  const close = () => setOpen(false);
  return (
    <ModalDialog title="Cart" placement="right" onClose={close}>
      <CartContents addMoreLabel="Add More" onLeave={close} />
    </ModalDialog>
  );
}
