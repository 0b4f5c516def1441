import { closeToastAtom, toastAtom } from '@storefront/contract';
import { ToastBar } from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { TAB_BAR_HEIGHT_PX } from './bottom-tab-bar';

/**
 * The store's message in the kit's bar. On a phone it shows at the bottom, above the tab bar where
 * there is one, so it never lies over the logo or the title of the drawer or a dialog.
 */
export function SiteToast({ aboveTabBar }: { aboveTabBar: boolean }) {
  const toast = useAtomValue(toastAtom);
  const close = useSetAtom(closeToastAtom);
  return <ToastBar toast={toast} onClose={close} phoneBottomInset={aboveTabBar ? TAB_BAR_HEIGHT_PX : 0} />;
}
