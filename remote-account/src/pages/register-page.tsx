import { useNavigate } from 'react-router-dom';
import { RegisterForm } from '../features/registration/components/register-form';
import { GuestFormPage } from '../features/user-area/components/guest-form-page';

/** /auth/register: creates an account and goes to /auth/login; a signed-in customer goes home. */
export default function RegisterPage() {
  const navigate = useNavigate();
  return (
    <GuestFormPage>
      <RegisterForm headingLevel={1} onSuccess={() => navigate('/auth/login')} />
    </GuestFormPage>
  );
}
