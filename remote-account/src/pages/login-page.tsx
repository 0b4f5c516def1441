import { FormCard, isSignedInAtom, PageMain } from '@storefront/shared';
import { useAtomValue } from 'jotai';
import { Navigate, useNavigate } from 'react-router-dom';
import { LoginForm } from '../features/sign-in/components/login-form';

/** /auth/login: signs in and goes home; a customer who is already signed in goes home at once. */
export default function LoginPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  const navigate = useNavigate();
  if (signedIn) return <Navigate to="/" replace />;
  return (
    <PageMain>
      <FormCard>
        <LoginForm headingLevel={1} onSuccess={() => navigate('/', { replace: true })} />
      </FormCard>
    </PageMain>
  );
}
