import type { SlotProps } from '@storefront/shared';
import { Link } from 'react-router-dom';

/** Exposed as `./RegisterForm` for the cart's in-page registration overlay. */
export default function RegisterForm({ onSwitchToLogin }: SlotProps['register-form']) {
  return (
    <section aria-labelledby="register-overlay-title">
      <h2 id="register-overlay-title">Create an account</h2>
      <Link to="/auth/register">Continue to registration</Link>
      {onSwitchToLogin ? (
        <button type="button" onClick={onSwitchToLogin}>
          Login
        </button>
      ) : null}
    </section>
  );
}
