import { closeToastAtom, toastAtom } from '@storefront/contract';
import { ToastBar } from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';

/** The width the phone header's cart and menu buttons take at its right end, with their margins. */
const PHONE_HEADER_BUTTONS_PX = 124;

/**
 * The store's message in the kit's bar. On a phone it lies over the header band, left of the cart
 * and menu buttons, where dialogs and the drawer have their titles and no buttons.
 */
export function SiteToast() {
  const toast = useAtomValue(toastAtom);
  const close = useSetAtom(closeToastAtom);
  return <ToastBar toast={toast} onClose={close} phoneRightInset={PHONE_HEADER_BUTTONS_PX} />;
}
