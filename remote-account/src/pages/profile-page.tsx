import styled from '@emotion/styled';
import type { UserProfile } from '@storefront/api-client';
import { PageHeading, type Settled } from '@storefront/ui';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { AccountLinks } from '../features/profile/components/account-links';
import { ChangePassword, ChangePasswordSection } from '../features/profile/components/change-password';
import { ProfileForm } from '../features/profile/components/profile-form';
import { usePasswordInPage } from '../features/profile/hooks/use-password-in-page';
import { DialCodePicker } from '../features/registration/components/dial-code-picker';
import type { SessionEnded } from '../features/user-area/api/session-gate';
import { UserAreaPage } from '../features/user-area/components/user-area-page';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  max-width: 440px;
`;

/**
 * /user/profile: the profile form (its loader: readProfile), Change Password (a dialog, or a part of
 * the page when a page without scripts asked for it), and the links (privacy, FAQ, Delete Account).
 * The phone field uses the registration form's dial-code picker: no feature imports another, so
 * the page, which may compose several features, hands the picker to the profile form.
 */
export default function ProfilePage() {
  const loaded = useLoaderData() as Settled<UserProfile> | SessionEnded;
  const { revalidate } = useRevalidator();
  const passwordInPage = usePasswordInPage();
  return (
    <UserAreaPage loaded={loaded}>
      {(profile) => (
        <>
          <PageHeading>Profile</PageHeading>
          <Column>
            <ProfileForm dialCodePicker={DialCodePicker} profile={profile} onChanged={() => void revalidate()} />
            {passwordInPage ? <ChangePasswordSection /> : <ChangePassword />}
            <AccountLinks />
          </Column>
        </>
      )}
    </UserAreaPage>
  );
}
