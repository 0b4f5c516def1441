import type { Address } from '@storefront/api-client';
import { PageHeading, type Settled } from '@storefront/ui';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { AddressBook } from '../features/addresses/components/address-book';
import type { SessionEnded } from '../features/user-area/api/session-gate';
import { UserAreaPage } from '../features/user-area/components/user-area-page';

/** /user/address: add an address and manage the saved ones (its loader: readAddresses); needs a session. */
export default function AddressPage() {
  const loaded = useLoaderData() as Settled<Address[]> | SessionEnded;
  const { revalidate } = useRevalidator();
  return (
    <UserAreaPage loaded={loaded}>
      {(addresses) => (
        <>
          <PageHeading>My Addresses</PageHeading>
          <AddressBook addresses={addresses} onChanged={() => void revalidate()} />
        </>
      )}
    </UserAreaPage>
  );
}
