import styled from '@emotion/styled';
import { FormCard, PageMain, theme, useHydrated } from '@storefront/ui';
import { isSignedInAtom } from '@storefront/contract';
import { useAtomValue } from 'jotai';
import { Navigate, useNavigate } from 'react-router-dom';
import { RiderAppBadges } from '../features/rider-signup/components/rider-app-badges';
import { RiderSignUpForm } from '../features/rider-signup/components/rider-signup-form';

const Columns = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  margin-top: 48px;
  ${theme.desktopQuery} { grid-template-columns: 3fr 2fr; }
`;

/**
 * /rider/register: a new rider signs up, then lands on /auth/login, which points riders to the
 * rider app; a signed-in customer goes
 * home. The session lives in the browser's storage: until hydration the page is the server's
 * (signed out), so the first render matches the server's HTML.
 */
export default function RiderRegisterPage() {
  const hydrated = useHydrated();
  const signedIn = useAtomValue(isSignedInAtom) && hydrated;
  const navigate = useNavigate();
  if (signedIn) return <Navigate to="/" replace />;
  return (
    <PageMain>
      <Columns>
        <FormCard css={{ margin: 0, maxWidth: 'none' }}>
          {/* The sign-in page then tells the new rider that riders continue in the rider app. */}
          <RiderSignUpForm onRegistered={() => navigate('/auth/login?from=rider-signup')} />
        </FormCard>
        <RiderAppBadges />
      </Columns>
    </PageMain>
  );
}
