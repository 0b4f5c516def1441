import { isSignedInAtom } from '@storefront/shared';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/** The user area's pages need a session; a visitor without one goes to sign in (spec §4). */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  return signedIn ? <>{children}</> : <Navigate to="/auth/login" replace />;
}
