import styled from '@emotion/styled';
import { isSignedInAtom, PageMain, theme } from '@storefront/shared';
import { useAtomValue } from 'jotai';
import { Navigate, useNavigate } from 'react-router-dom';
import { RegisterForm } from '../features/registration/components/register-form';

const AuthCard = styled.div`
  max-width: 480px;
  margin: 48px auto 0;
  padding: 32px 24px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
`;

/** /auth/register: creates an account and goes to /auth/login; a signed-in customer goes home. */
export default function RegisterPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  const navigate = useNavigate();
  if (signedIn) return <Navigate to="/" replace />;
  return (
    <PageMain>
      <AuthCard>
        <RegisterForm headingLevel={1} onSuccess={() => navigate('/auth/login')} />
      </AuthCard>
    </PageMain>
  );
}
