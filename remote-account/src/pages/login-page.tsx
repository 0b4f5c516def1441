import styled from '@emotion/styled';
import { isSignedInAtom, PageMain, theme } from '@storefront/shared';
import { useAtomValue } from 'jotai';
import { Navigate, useNavigate } from 'react-router-dom';
import { LoginForm } from '../features/sign-in/components/login-form';

const AuthCard = styled.div`
  max-width: 480px;
  margin: 48px auto 0;
  padding: 32px 24px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
`;

/** /auth/login: signs in and goes home; a customer who is already signed in goes home at once. */
export default function LoginPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  const navigate = useNavigate();
  if (signedIn) return <Navigate to="/" replace />;
  return (
    <PageMain>
      <AuthCard>
        <LoginForm headingLevel={1} onSuccess={() => navigate('/', { replace: true })} />
      </AuthCard>
    </PageMain>
  );
}
