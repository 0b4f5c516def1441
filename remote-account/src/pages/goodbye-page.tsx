import { endSession } from '@storefront/contract';
import { PageHeading } from '@storefront/ui';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { AccountDeletionForm } from '../features/account-deletion/components/account-deletion-form';
import { RequireSession } from '../features/user-area/components/require-session';
import { UserAreaLayout } from '../features/user-area/components/user-area-layout';

/**
 * /goodbye: requests the account's deletion; without a session the customer goes to sign in.
 * Once the request is accepted the session ends and the customer goes home: the page leaves
 * RequireSession in the same render, so the ended session does not send them to sign in instead.
 */
export default function GoodbyePage() {
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <Navigate to="/" replace />;
  return (
    <RequireSession>
      <UserAreaLayout>
        <PageHeading>Delete Account</PageHeading>
        <AccountDeletionForm
          onDeleted={() => {
            setDeleted(true);
            endSession();
          }}
        />
      </UserAreaLayout>
    </RequireSession>
  );
}
