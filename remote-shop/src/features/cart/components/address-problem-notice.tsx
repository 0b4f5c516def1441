import styled from '@emotion/styled';
import { answeredInPage, SecondaryButton, theme } from '@storefront/ui';
import { useSetAtom } from 'jotai';
import { cartOverlayAtom, orderTypeAtom } from '../state/checkout-options';
import { AddAddressForm } from './address-picker';
import { CartForm } from './cart-form';

const Notice = styled.div`
  margin-top: 12px;
  padding: 12px;
  border: 1px solid ${theme.color.danger};
  border-radius: 10px;
  p { margin: 0 0 10px; color: ${theme.color.danger}; }
  div { display: flex; flex-wrap: wrap; gap: 8px; }
`;

export const ADDRESS_PROBLEM_ID = 'address-problem';

/**
 * Delivery cannot go to the chosen address (it is not on the map, or beyond the kitchen's reach):
 * say why, and offer the ways that still work. An address off the map can be chosen again from
 * the place search; one out of reach can only be swapped for another, which the picker above offers.
 */
export function AddressProblemNotice({ message, offerPlaceAgain }: { message: string; offerPlaceAgain: boolean }) {
  const setOrderType = useSetAtom(orderTypeAtom);
  const openOverlay = useSetAtom(cartOverlayAtom);
  return (
    <Notice>
      <p id={ADDRESS_PROBLEM_ID} role="alert">
        {message}
      </p>
      <div>
        {offerPlaceAgain ? (
          <AddAddressForm>
            <SecondaryButton type="submit" onClick={answeredInPage(() => openOverlay('address'))}>
              Choose the place again
            </SecondaryButton>
          </AddAddressForm>
        ) : null}
        <CartForm intent="order-type">
          <SecondaryButton type="submit" name="type" value="pickup" onClick={answeredInPage(() => setOrderType('pickup'))}>
            Switch to Pickup
          </SecondaryButton>
        </CartForm>
      </div>
    </Notice>
  );
}
