import styled from '@emotion/styled';
import type { Address } from '@storefront/api-client';
import { Button, LoadFailure, PrimaryButton, theme, type Settled } from '@storefront/ui';
import { showToastAtom } from '@storefront/contract';
import { useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { removeAddress } from '../api/remove-address';
import {
  addressDetail,
  ADDRESSES_NOT_LOADED_MESSAGE,
  NO_ADDRESS_MESSAGE,
  visibleAddresses,
} from '../state/address-list';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 640px;
  margin: 32px auto 0;
  h2 { margin: 0; font-size: 1.25rem; }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  div { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
  small { color: ${theme.color.muted}; }
`;

/** Beside the address, so it keeps its width. */
const RemoveButton = styled(Button)`
  flex: none;
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;

export interface SavedAddressesProps {
  /** The saved addresses as the page's loader read them. */
  addresses: Settled<Address[]>;
  /** An address was removed, or Try again: the page reads the list again. */
  onChanged: () => void;
  /** The empty state's 'Add Address' button: the owner takes the customer to the form. */
  onAddAddress: () => void;
}

/** The customer's saved addresses, each with Remove; 'No address found' when there are none. */
export function SavedAddresses({ addresses, onChanged, onAddAddress }: SavedAddressesProps) {
  const id = useId();
  const toast = useSetAtom(showToastAtom);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (address: Address) => {
    setRemoving(address.uuid);
    const outcome = await removeAddress(address.uuid);
    setRemoving(null);
    toast(outcome.message, outcome.ok ? 'success' : 'error');
    if (!outcome.ok) return;
    // Gone from the list at once, before the page has read it again.
    setRemoved((current) => new Set(current).add(address.uuid));
    onChanged();
  };

  const body = () => {
    if (addresses.status === 'error') return <LoadFailure message={ADDRESSES_NOT_LOADED_MESSAGE} onRetry={onChanged} />;
    const shown = visibleAddresses(addresses.data, removed);
    if (shown.length === 0) {
      return (
        <>
          <Muted>{NO_ADDRESS_MESSAGE}</Muted>
          <PrimaryButton type="button" css={{ alignSelf: 'flex-start' }} onClick={onAddAddress}>
            Add Address
          </PrimaryButton>
        </>
      );
    }
    return (
      <List aria-labelledby={`${id}-title`}>
        {shown.map((address) => {
          const detail = addressDetail(address);
          return (
            <Item key={address.uuid}>
              <div>
                <span>{address.address}</span>
                {detail ? <small>{detail}</small> : null}
              </div>
              <RemoveButton
                variant="danger"
                outline
                size="sm"
                type="button"
                aria-label={`Remove ${address.address}`}
                disabled={removing === address.uuid}
                aria-busy={removing === address.uuid || undefined}
                onClick={() => void remove(address)}
              >
                Remove
              </RemoveButton>
            </Item>
          );
        })}
      </List>
    );
  };

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Saved Addresses</h2>
      {body()}
    </Section>
  );
}
