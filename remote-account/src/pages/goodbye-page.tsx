import { PageHeading } from '@storefront/ui';
import { useStore } from 'jotai';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { AccountDeletionForm } from '../features/account-deletion/components/account-deletion-form';
import { forgetCustomer } from '../features/account-deletion/logic/forget-customer';
import { RequireSession } from '../features/user-area/components/require-session';
import { UserAreaLayout } from '../features/user-area/components/user-area-layout';

/**
 * /goodbye: deletes the account; without a session the customer goes to sign in. Once it is
 * deleted the browser forgets the customer (session, cart, everything stored) and they go home:
 * the page leaves RequireSession in the same render, so the ended session does not send them to
 * sign in instead.
 */
export default function GoodbyePage() {
  const store = useStore();
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <Navigate to="/" replace />;
  return (
    <RequireSession>
      <UserAreaLayout>
        <PageHeading>Delete Account</PageHeading>
        <AccountDeletionForm
          onDeleted={() => {
            setDeleted(true);
            forgetCustomer(store);
          }}
        />
      </UserAreaLayout>
    </RequireSession>
  );
}
