import styled from '@emotion/styled';
import type { Address } from '@storefront/api-client';
import { answeredInPage, Button, FormAlert, LoadFailure, PrimaryButton, theme, type Settled } from '@storefront/ui';
import { useId } from 'react';
import { Form, useActionData, useNavigation } from 'react-router-dom';
import { ADDRESS_FIELD, INTENT_FIELD, REMOVE_ADDRESS, type AddressActionData } from '../api/address-action';
import { FROM_FIELD, OPEN_ADDRESS, OPEN_FIELD } from '../logic/address-page-query';
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

const Removed = styled.p`
  margin: 0;
  color: ${theme.color.success};
  font-weight: 600;
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
  /** The empty state's 'Add Address' button, once the app is in: the owner takes the customer to the form. */
  onAddAddress: () => void;
  /** The page that sent the customer here (`from`), kept when Add Address asks for the page again. */
  returnTo?: string | null;
}

/**
 * The customer's saved addresses, each with Remove; 'No address found' when there are none. Each
 * Remove is a form the page's action answers, before the app is in and with scripts off too, and
 * the list says how it went.
 */
export function SavedAddresses({ addresses, onChanged, onAddAddress, returnTo }: SavedAddressesProps) {
  const id = useId();
  const navigation = useNavigation();
  const sent = navigation.state !== 'idle' && navigation.formData?.get(INTENT_FIELD) === REMOVE_ADDRESS ? navigation.formData.get(ADDRESS_FIELD) : null;
  const answer = useActionData<AddressActionData>();
  const removal = answer?.intent === REMOVE_ADDRESS ? answer : undefined;
  // Gone from the list at once, before the page has read it again.
  const removed = new Set(removal?.ok ? [removal.uuid] : []);

  const body = () => {
    if (addresses.status === 'error') return <LoadFailure message={ADDRESSES_NOT_LOADED_MESSAGE} onRetry={onChanged} />;
    const shown = visibleAddresses(addresses.data, removed);
    if (shown.length === 0) {
      return (
        <>
          <Muted>{NO_ADDRESS_MESSAGE}</Muted>
          {/* Before the app is in, the page is asked for again with the add form's field focused. */}
          <form method="get" css={{ alignSelf: 'flex-start' }}>
            {returnTo ? <input type="hidden" name={FROM_FIELD} value={returnTo} /> : null}
            <PrimaryButton type="submit" name={OPEN_FIELD} value={OPEN_ADDRESS} onClick={answeredInPage(onAddAddress)}>
              Add Address
            </PrimaryButton>
          </form>
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
              <Form method="post">
                <input type="hidden" name={INTENT_FIELD} value={REMOVE_ADDRESS} />
                <input type="hidden" name={ADDRESS_FIELD} value={address.uuid} />
                <RemoveButton
                  variant="danger"
                  outline
                  size="sm"
                  type="submit"
                  aria-label={`Remove ${address.address}`}
                  disabled={sent === address.uuid}
                  aria-busy={sent === address.uuid || undefined}
                >
                  Remove
                </RemoveButton>
              </Form>
            </Item>
          );
        })}
      </List>
    );
  };

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Saved Addresses</h2>
      {removal?.ok ? <Removed role="status">{removal.message}</Removed> : null}
      {removal && !removal.ok ? <FormAlert message={removal.message} /> : null}
      {body()}
    </Section>
  );
}
