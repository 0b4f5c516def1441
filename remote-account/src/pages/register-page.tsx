import { FormCard, isSignedInAtom, PageMain } from '@storefront/shared';
import { useAtomValue } from 'jotai';
import { Navigate, useNavigate } from 'react-router-dom';
import { RegisterForm } from '../features/registration/components/register-form';

/** /auth/register: creates an account and goes to /auth/login; a signed-in customer goes home. */
export default function RegisterPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  const navigate = useNavigate();
  if (signedIn) return <Navigate to="/" replace />;
  return (
    <PageMain>
      <FormCard>
        <RegisterForm headingLevel={1} onSuccess={() => navigate('/auth/login')} />
      </FormCard>
    </PageMain>
  );
}
