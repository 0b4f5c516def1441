import { PageHeading } from '@storefront/ui';
import { useStore } from 'jotai';
import { useState } from 'react';
import { Navigate, useLoaderData } from 'react-router-dom';
import type { DeletionReads } from '../features/account-deletion/api/deletion-reads';
import { AccountDeletionForm } from '../features/account-deletion/components/account-deletion-form';
import { forgetCustomer } from '../features/account-deletion/logic/forget-customer';
import type { SessionEnded } from '../features/user-area/api/session-gate';
import { UserAreaPage } from '../features/user-area/components/user-area-page';

/**
 * /goodbye: deletes the account, with the balance its loader read (readWalletBeforeDeletion);
 * without a session the customer goes to sign in. Once it is deleted the browser forgets the
 * customer (session, cart, everything stored) and they go home: the page leaves the user area in
 * the same render, so the ended session does not send them to sign in instead.
 */
export default function GoodbyePage() {
  const store = useStore();
  const loaded = useLoaderData() as DeletionReads | SessionEnded;
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <Navigate to="/" replace />;
  return (
    <UserAreaPage loaded={loaded}>
      {({ balance }) => (
        <>
          <PageHeading>Delete Account</PageHeading>
          <AccountDeletionForm
            balance={balance}
            onDeleted={() => {
              setDeleted(true);
              forgetCustomer(store);
            }}
          />
        </>
      )}
    </UserAreaPage>
  );
}
