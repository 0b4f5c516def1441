import { isSignedInAtom } from '@storefront/contract';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInAndBackPath } from '../logic/return-path';

/**
 * The user area's pages need a session: a session that ends while one is open (signed out in
 * another tab) sends the customer to sign in, and back here after. A visitor who opens one without
 * a session never gets this far: the page's loader sends them (needsSession).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const { pathname, search } = useLocation();
  return signedIn ? <>{children}</> : <Navigate to={signInAndBackPath(pathname, search)} replace />;
}
