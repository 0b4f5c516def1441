import { useSearchParams } from 'react-router-dom';
import { LoginForm } from '../features/sign-in/components/login-form';
import { FROM_RIDER_SIGN_UP, RiderNotice } from '../features/sign-in/components/rider-notice';
import { GuestFormPage } from '../features/user-area/components/guest-form-page';

/**
 * /auth/login: its route's action signs the customer in and goes home, or back to the page that
 * asked for a session (an order's link); a customer who is already signed in goes there at once.
 * A rider sent here by the rider sign-up is told first that riders continue in the rider app.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  return (
    <GuestFormPage>
      {params.get('from') === FROM_RIDER_SIGN_UP ? <RiderNotice /> : null}
      <LoginForm headingLevel={1} />
    </GuestFormPage>
  );
}
