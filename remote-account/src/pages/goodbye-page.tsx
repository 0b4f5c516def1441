import { PageHeading } from '@storefront/ui';
import { useLoaderData } from 'react-router-dom';
import type { DeletionReads } from '../features/account-deletion/api/deletion-reads';
import { AccountDeletionForm, useLeavingAfterDeletion } from '../features/account-deletion/components/account-deletion-form';
import type { SessionEnded } from '../features/user-area/api/session-gate';
import { UserAreaPage } from '../features/user-area/components/user-area-page';

/**
 * /goodbye: deletes the account, with the balance its loader read (readWalletBeforeDeletion);
 * without a session the customer goes to sign in. Its action deletes the account, forgets the
 * customer and sends them home; meanwhile the page shows nothing, so the ended session does not
 * send them to sign in instead.
 */
export default function GoodbyePage() {
  const loaded = useLoaderData() as DeletionReads | SessionEnded;
  const leaving = useLeavingAfterDeletion();
  if (leaving) return null;
  return (
    <UserAreaPage loaded={loaded}>
      {({ balance }) => (
        <>
          <PageHeading>Delete Account</PageHeading>
          <AccountDeletionForm balance={balance} />
        </>
      )}
    </UserAreaPage>
  );
}
