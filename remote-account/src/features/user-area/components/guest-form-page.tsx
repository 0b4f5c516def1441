import { FormCard, isSignedInAtom, PageMain } from '@storefront/shared';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/** A sign-in or password-reset page: its form in a card, for visitors only (a signed-in customer goes home). */
export function GuestFormPage({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  if (signedIn) return <Navigate to="/" replace />;
  return (
    <PageMain>
      <FormCard>{children}</FormCard>
    </PageMain>
  );
}
