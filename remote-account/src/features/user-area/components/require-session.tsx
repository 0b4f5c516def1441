import { isSignedInAtom } from '@storefront/contract';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { returnState } from '../logic/return-path';

/**
 * The user area's pages need a session; a visitor without one goes to sign in, and comes
 * back here after.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const { pathname, search } = useLocation();
  return signedIn ? <>{children}</> : <Navigate to="/auth/login" replace state={returnState(pathname, search)} />;
}
