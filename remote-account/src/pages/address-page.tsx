import { PageHeading } from '@storefront/ui';
import { AddressBook } from '../features/addresses/components/address-book';
import { RequireSession } from '../features/user-area/components/require-session';
import { UserAreaLayout } from '../features/user-area/components/user-area-layout';

/** /user/address: add an address and manage the saved ones; needs a session. */
export default function AddressPage() {
  return (
    <RequireSession>
      <UserAreaLayout>
        <PageHeading>My Addresses</PageHeading>
        <AddressBook />
      </UserAreaLayout>
    </RequireSession>
  );
}
