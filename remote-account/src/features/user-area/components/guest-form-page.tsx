import { FormCard, PageMain, useHydrated } from '@storefront/ui';
import { isSignedInAtom } from '@storefront/contract';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { returnPath } from '../logic/return-path';

/**
 * A sign-in or password-reset page: its form in a card, for visitors only. A signed-in customer
 * goes home, or back to the page that sent them to sign in. The session lives in the browser's
 * storage, so until hydration the page is the server's (the form, signed out) and the first render
 * matches the server's HTML.
 */
export function GuestFormPage({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const signedIn = useAtomValue(isSignedInAtom) && hydrated;
  const { state } = useLocation();
  if (signedIn) return <Navigate to={returnPath(state)} replace />;
  return (
    <PageMain>
      <FormCard>{children}</FormCard>
    </PageMain>
  );
}
