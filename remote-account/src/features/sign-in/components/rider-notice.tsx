import styled from '@emotion/styled';
import { theme } from '@storefront/ui';
import { Link } from 'react-router-dom';

/** How the rider sign-up page says where it sent the new rider (`/auth/login?from=rider-signup`). */
export const FROM_RIDER_SIGN_UP = 'rider-signup';

const Notice = styled.section`
  margin-bottom: 20px;
  padding: 14px 16px;
  border: 1px solid ${theme.color.border};
  border-left: 4px solid ${theme.color.brand};
  border-radius: ${theme.radius};
  h2 { margin: 0 0 6px; font-size: 1rem; }
  p { margin: 0; }
  p + p { margin-top: 8px; }
  a { color: ${theme.color.brand}; font-weight: 600; }
`;

/**
 * For a rider just signed up: this page signs customers in, and a rider account is not one, so the
 * form here would refuse it. Riders sign in to the rider app.
 */
export function RiderNotice() {
  return (
    <Notice aria-labelledby="rider-notice-title">
      <h2 id="rider-notice-title">Riders continue in the rider app</h2>
      <p>
        Your rider account is ready. Sign in to the ZamEats rider app with the e-mail and password you just chose: this
        page is for customers and does not sign riders in.
      </p>
      <p>
        <Link to="/rider-app">Get the rider app</Link>
      </p>
    </Notice>
  );
}
