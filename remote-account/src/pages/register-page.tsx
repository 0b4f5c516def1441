import { RegisterForm } from '../features/registration/components/register-form';
import { GuestFormPage } from '../features/user-area/components/guest-form-page';

/** /auth/register: its route's action creates the account and goes to /auth/login; a signed-in customer goes home. */
export default function RegisterPage() {
  return (
    <GuestFormPage>
      <RegisterForm headingLevel={1} />
    </GuestFormPage>
  );
}
