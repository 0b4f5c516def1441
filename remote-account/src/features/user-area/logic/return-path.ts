/** What the sign-in redirect carries in the history entry: where the visitor was going. */
export interface ReturnState {
  from: string;
}

export function returnState(pathname: string, search: string): ReturnState {
  return { from: `${pathname}${search}` };
}

/**
 * Where to go once signed in: the page that asked for a session (an order link shared to the
 * customer), or home. Only a path of this site, never an address elsewhere or a sign-in page.
 */
export function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return '/';
  if (from === '/auth' || from.startsWith('/auth/') || from.startsWith('/auth?')) return '/';
  return from;
}
