import styled from '@emotion/styled';
import { answeredInPage, Button, OPEN_IN_PAGE_FIELD, theme } from '@storefront/ui';
import { type Address } from '@storefront/api-client';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { AddressesState } from '../hooks/cart-reads';
import { addressUuidAtom, cartOverlayAtom } from '../state/checkout-options';
import { RadioCards, SectionTitle } from './choice-buttons';

/** Under the choices, apart from them. */
const LinkButton = styled(Button)`
  margin-top: 10px;
`;

/**
 * The saved addresses to choose from. They belong to the checkout form (`form`), which sends the
 * chosen one; without scripts, "Deliver here" sends it to the cart's action to price the cart for it.
 */
function AddressChoices({ addresses, selected, form }: { addresses: readonly Address[]; selected: string | null; form: string }) {
  const setSelected = useSetAtom(addressUuidAtom);
  return (
    <RadioCards role="radiogroup" aria-labelledby="address-picker-title">
      {addresses.map((address) => (
        <label key={address.uuid}>
          <input
            type="radio"
            form={form}
            name="address"
            value={address.uuid}
            checked={selected === address.uuid}
            onChange={() => setSelected(address.uuid)}
          />
          <span>
            {address.address}
            {address.address_line ? <small>{address.address_line}</small> : null}
            {address.location ? <small>{address.location}</small> : null}
          </span>
        </label>
      ))}
      <noscript>
        <LinkButton variant="text" form={form} name="intent" value="address">
          Deliver here
        </LinkButton>
      </noscript>
    </RadioCards>
  );
}

/** The account's address page, which shows its add form when asked (`?open=address`) and sends the customer back `from`. */
const ADD_ADDRESS_PAGE = '/user/address';
const OPEN_ADDRESS = 'address';

/**
 * Before the app is in (or with scripts off) asks for the account's address page with its add form
 * in the page, which brings the customer back here once the address is added; `children` is the
 * button, which once the app is in opens the add-address pop-up instead (answeredInPage).
 */
export function AddAddressForm({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <form method="get" action={ADD_ADDRESS_PAGE} css={{ display: 'contents' }}>
      <input type="hidden" name={OPEN_IN_PAGE_FIELD} value={OPEN_ADDRESS} />
      <input type="hidden" name="from" value={`${pathname}${search}`} />
      {children}
    </form>
  );
}

function AddAddressButton({ children }: { children: ReactNode }) {
  const openOverlay = useSetAtom(cartOverlayAtom);
  return (
    <AddAddressForm>
      <LinkButton variant="text" type="submit" onClick={answeredInPage(() => openOverlay('address'))}>
        {children}
      </LinkButton>
    </AddAddressForm>
  );
}

/** Sign-in: the pop-up once the app is in; before, the sign-in page, which brings the customer back here. */
function LoginButton() {
  const openOverlay = useSetAtom(cartOverlayAtom);
  const { pathname, search } = useLocation();
  return (
    <form method="get" action="/auth/login" css={{ display: 'contents' }}>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <LinkButton variant="text" type="submit" onClick={answeredInPage(() => openOverlay('login'))}>
        Login
      </LinkButton>
    </form>
  );
}

/**
 * The delivery address: a saved one, or a new one through the add-address overlay. `selected` is
 * the address in use (deliveryAddress), which may be the only saved one without a click.
 */
export function AddressPicker({ addresses, selected, form }: { addresses: AddressesState; selected: string | null; form: string }) {
  let body;
  if (addresses.status === 'signed-out') {
    body = (
      <>
        <p>Sign in to choose a delivery address.</p>
        <LoginButton />
      </>
    );
  } else if (addresses.status === 'loading') {
    body = <p role="status">Loading addresses...</p>;
  } else if (addresses.status === 'error') {
    body = (
      <p role="alert" css={{ color: theme.color.danger }}>
        Failed to load addresses
      </p>
    );
  } else if (addresses.data.length === 0) {
    body = (
      <>
        <p>No address found</p>
        <AddAddressButton>Add Address</AddAddressButton>
      </>
    );
  } else {
    body = (
      <>
        <AddressChoices addresses={addresses.data} selected={selected} form={form} />
        <AddAddressButton>Add New Address</AddAddressButton>
      </>
    );
  }
  return (
    <section aria-labelledby="address-picker-title">
      <SectionTitle id="address-picker-title">Delivery address</SectionTitle>
      {body}
    </section>
  );
}
