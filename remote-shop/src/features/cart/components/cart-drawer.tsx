import { cartOpenAtom, kitchenSwitchAtom } from '@storefront/contract';
import { ModalDialog } from '@storefront/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import type { CartReads } from '../api/cart-reads';
import { CartContents } from './cart-contents';
import { KitchenSwitchDialog } from './kitchen-switch-dialog';

/** The food page shows the cart inline instead. */
export function showsCartInline(pathname: string): boolean {
  return pathname.startsWith('/food/');
}

/**
 * The cart panel opened from the header's cart icon; closes on a click outside and on Escape (and
 * when another page opens: the host's layout closes it).
 * A meal of another kitchen asks its question before the cart opens. What it shows beyond the
 * lines the host reads for it with the slot's `read` (readCart): `initial`, loading until then.
 */
export function CartDrawer({ initial }: { initial?: CartReads }) {
  const [open, setOpen] = useAtom(cartOpenAtom);
  const { pathname } = useLocation();
  const switchAsked = useAtomValue(kitchenSwitchAtom) !== null;
  if (!open || showsCartInline(pathname)) return null;
  if (switchAsked) return <KitchenSwitchDialog />;
  const close = () => setOpen(false);
  return (
    <ModalDialog title="Cart" placement="right" onClose={close}>
      <CartContents addMoreLabel="Add More" onLeave={close} reads={initial} />
    </ModalDialog>
  );
}
