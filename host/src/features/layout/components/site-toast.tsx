import { closeToastAtom, toastAtom } from '@storefront/contract';
import { ToastBar } from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';

/** The store's message in the kit's bar (on a phone, over the tab bar's band: never over a title). */
export function SiteToast() {
  const toast = useAtomValue(toastAtom);
  const close = useSetAtom(closeToastAtom);
  return <ToastBar toast={toast} onClose={close} />;
}
