import { useLocation, useNavigate } from 'react-router-dom';
import { LoginForm } from '../features/sign-in/components/login-form';
import { GuestFormPage } from '../features/user-area/components/guest-form-page';
import { returnPath } from '../features/user-area/logic/return-path';

/**
 * /auth/login: signs in and goes home, or back to the page that asked for a session (an order's
 * link); a customer who is already signed in goes there at once.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  return (
    <GuestFormPage>
      <LoginForm headingLevel={1} onSuccess={() => navigate(returnPath(state), { replace: true })} />
    </GuestFormPage>
  );
}
