import { useNavigate } from 'react-router-dom';
import { ForgotPasswordForm } from '../features/password-reset/components/forgot-password-form';
import type { OtpPageState } from '../features/password-reset/state/otp-page-state';
import { GuestFormPage } from '../features/user-area/components/guest-form-page';

/**
 * /auth/forgot-password: sends a code and goes to /auth/otp, handing it the identifier, the
 * answer's message and the sandbox mailbox in the router state. A signed-in customer goes home.
 */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  return (
    <GuestFormPage>
      <ForgotPasswordForm
        headingLevel={1}
        onSent={(sent) => navigate('/auth/otp', { state: sent satisfies OtpPageState })}
      />
    </GuestFormPage>
  );
}
