import styled from '@emotion/styled';
import { SecondaryButton, theme } from '@storefront/ui';
import { useSetAtom } from 'jotai';
import { orderTypeAtom } from '../state/checkout-options';

const Notice = styled.div`
  margin-top: 12px;
  padding: 12px;
  border: 1px solid ${theme.color.danger};
  border-radius: 10px;
  p { margin: 0 0 10px; color: ${theme.color.danger}; }
`;

/** The kitchen does not deliver to the chosen address: say so, and offer the way that still works. */
export function OutOfReachNotice({ message }: { message: string }) {
  const setOrderType = useSetAtom(orderTypeAtom);
  return (
    <Notice>
      <p id="out-of-reach" role="alert">
        {message}
      </p>
      <SecondaryButton type="button" onClick={() => setOrderType('pickup')}>
        Switch to Pickup
      </SecondaryButton>
    </Notice>
  );
}
