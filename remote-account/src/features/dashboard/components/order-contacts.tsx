import styled from '@emotion/styled';
import { showToastAtom } from '@storefront/contract';
import { theme } from '@storefront/ui';
import { useSetAtom } from 'jotai';
import { NO_PHONE_MESSAGE, telHref } from '../state/order-format';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a, button {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 16px;
    border: 1px solid ${theme.color.brand};
    border-radius: 8px;
    background: ${theme.color.surface};
    color: ${theme.color.brandDark};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
`;

function CallAction({ label, phone }: { label: string; phone: string | null | undefined }) {
  const toast = useSetAtom(showToastAtom);
  const href = telHref(phone);
  if (href) return <a href={href}>{label}</a>;
  return (
    <button type="button" onClick={() => toast(NO_PHONE_MESSAGE, 'error')}>
      {label}
    </button>
  );
}

export interface OrderContactsProps {
  vendorPhone: string | null | undefined;
  /** Null until a rider is assigned: there is nobody to call before that. */
  rider: { phone?: string | null } | null;
}

/** Call vendor / Call rider: a phone link when there is a number, else the message 'No phone number available'. */
export function OrderContacts({ vendorPhone, rider }: OrderContactsProps) {
  return (
    <Actions>
      <CallAction label="Call vendor" phone={vendorPhone} />
      {rider ? <CallAction label="Call rider" phone={rider.phone} /> : null}
    </Actions>
  );
}
