import styled from '@emotion/styled';
import { theme } from '@storefront/ui';
import { Link } from 'react-router-dom';

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  a { color: ${theme.color.brand}; font-weight: 600; }
  a.danger { color: ${theme.color.danger}; }
`;

/** Under the profile form: the privacy policy, the FAQ, and the way to delete the account (/goodbye). */
export function AccountLinks() {
  return (
    <Links aria-label="More about your account">
      <Link to="/privacy">Privacy Policy</Link>
      <Link to="/faq">FAQ</Link>
      <Link to="/goodbye" className="danger">
        Delete Account
      </Link>
    </Links>
  );
}
