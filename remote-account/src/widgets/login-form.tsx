import type { SlotProps } from '@storefront/shared';
import { Link } from 'react-router-dom';

/** Exposed as `./LoginForm` for the cart's in-page login overlay (the form itself arrives with the account issue). */
export default function LoginForm({ onSwitchToRegister }: SlotProps['login-form']) {
  return (
    <section aria-labelledby="login-overlay-title">
      <h2 id="login-overlay-title">Welcome back</h2>
      <p>Sign in to your account</p>
      <Link to="/auth/login">Continue to sign in</Link>
      {onSwitchToRegister ? (
        <button type="button" onClick={onSwitchToRegister}>
          Register
        </button>
      ) : null}
    </section>
  );
}
