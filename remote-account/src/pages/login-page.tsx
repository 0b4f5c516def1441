import { useNavigate } from 'react-router-dom';
import { LoginForm } from '../features/sign-in/components/login-form';
import { GuestFormPage } from '../features/user-area/components/guest-form-page';

/** /auth/login: signs in and goes home; a customer who is already signed in goes home at once. */
export default function LoginPage() {
  const navigate = useNavigate();
  return (
    <GuestFormPage>
      <LoginForm headingLevel={1} onSuccess={() => navigate('/', { replace: true })} />
    </GuestFormPage>
  );
}
