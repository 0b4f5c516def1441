import { FormCard, PageMain } from '@storefront/ui';
import { isSignedInAtom } from '@storefront/contract';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { returnPath } from '../logic/return-path';

/**
 * A sign-in or password-reset page: its form in a card, for visitors only. A signed-in customer
 * goes home, or back to the page that sent them to sign in: the page's loader sends them before it
 * renders (guestsOnly, on the server too), and this sends a customer who signs in while the page
 * is open (in this tab or another).
 */
export function GuestFormPage({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const { search } = useLocation();
  if (signedIn) return <Navigate to={returnPath(search)} replace />;
  return (
    <PageMain>
      <FormCard>{children}</FormCard>
    </PageMain>
  );
}
