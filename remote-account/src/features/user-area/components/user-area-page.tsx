import type { ReactNode } from 'react';
import { hasSessionEnded, type SessionEnded } from '../api/session-gate';
import { RequireSession } from './require-session';
import { UserAreaLayout } from './user-area-layout';

export interface UserAreaPageProps<T> {
  /** What the page's loader answered (needsSession). */
  loaded: T | SessionEnded;
  children: (data: T) => ReactNode;
}

/**
 * A page of the user area: its content, from what its loader read, beside the area's menu, for as
 * long as the customer is signed in. A page whose session the server has just refused shows
 * nothing: the host says so and sends the customer to sign in.
 */
export function UserAreaPage<T>({ loaded, children }: UserAreaPageProps<T>) {
  if (hasSessionEnded(loaded)) return null;
  return (
    <RequireSession>
      <UserAreaLayout>{children(loaded)}</UserAreaLayout>
    </RequireSession>
  );
}
