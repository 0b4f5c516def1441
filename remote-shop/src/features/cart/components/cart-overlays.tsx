import { ModalDialog } from '@storefront/ui';
import { Slot } from '@storefront/contract';
import { useAtom, useSetAtom } from 'jotai';
import { addressesVersionAtom, addressUuidAtom, cartOverlayAtom } from '../state/checkout-options';

/** The cart's in-page pop-ups; their forms come from the account area through slots. */
export function CartOverlays() {
  const [overlay, setOverlay] = useAtom(cartOverlayAtom);
  const selectAddress = useSetAtom(addressUuidAtom);
  const reloadAddresses = useSetAtom(addressesVersionAtom);
  const close = () => setOverlay(null);

  switch (overlay) {
    case 'login':
      return (
        <ModalDialog label="Sign in" onClose={close}>
          <Slot name="login-form" onSuccess={close} onSwitchToRegister={() => setOverlay('register')} />
        </ModalDialog>
      );
    case 'register':
      return (
        <ModalDialog label="Create an account" onClose={close}>
          <Slot name="register-form" onSuccess={() => setOverlay('login')} onSwitchToLogin={() => setOverlay('login')} />
        </ModalDialog>
      );
    case 'address':
      return (
        <ModalDialog label="Add address" onClose={close}>
          <Slot
            name="address-form"
            onSaved={(address) => {
              selectAddress(address.uuid);
              reloadAddresses((version) => version + 1);
              close();
            }}
          />
        </ModalDialog>
      );
    case null:
      return null;
  }
}
