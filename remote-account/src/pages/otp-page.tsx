import { useLocation, useNavigate } from 'react-router-dom';
import { OtpVerification } from '../features/password-reset/components/otp-verification';
import { otpPageState } from '../features/password-reset/state/otp-page-state';
import { GuestFormPage } from '../features/user-area/components/guest-form-page';

/**
 * /auth/otp: verifies the code sent from /auth/forgot-password and sets the new password, then goes
 * to /auth/login. Opened without the identifier in the router state, it asks for it. A signed-in
 * customer goes home.
 */
export default function OtpPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const handedOver = otpPageState(state);
  return (
    <GuestFormPage>
      <OtpVerification
        email={handedOver.email}
        notice={handedOver.message}
        mailboxUrl={handedOver.mailboxUrl}
        headingLevel={1}
        onReset={() => navigate('/auth/login', { replace: true })}
      />
    </GuestFormPage>
  );
}
