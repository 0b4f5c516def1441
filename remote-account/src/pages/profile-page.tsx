import styled from '@emotion/styled';
import { PageHeading } from '@storefront/ui';
import { AccountLinks } from '../features/profile/components/account-links';
import { ChangePassword } from '../features/profile/components/change-password';
import { ProfileForm } from '../features/profile/components/profile-form';
import { DialCodePicker } from '../features/registration/components/dial-code-picker';
import { RequireSession } from '../features/user-area/components/require-session';
import { UserAreaLayout } from '../features/user-area/components/user-area-layout';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  max-width: 440px;
  > button { align-self: flex-start; }
`;

/**
 * /user/profile: the profile form, Change Password, and the links (privacy, FAQ, Delete Account).
 * The phone field uses the registration form's dial-code picker: no feature imports another, so
 * the page, which may compose several features, hands the picker to the profile form.
 */
export default function ProfilePage() {
  return (
    <RequireSession>
      <UserAreaLayout>
        <PageHeading>Profile</PageHeading>
        <Column>
          <ProfileForm dialCodePicker={DialCodePicker} />
          <ChangePassword />
          <AccountLinks />
        </Column>
      </UserAreaLayout>
    </RequireSession>
  );
}
