import { apiAccess, pageStore, sessionAtom, sessionExpiredAtom } from '@storefront/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { returnPath, signInPath } from '../logic/return-path';

/**
 * What a page of the customer's own answers when the session it was opened with has just been
 * refused: nothing to show, and no redirect of its own, because the host tells the customer the
 * session expired and sends them to sign in (a redirect here would lose that message).
 */
export interface SessionEnded {
  sessionEnded: true;
}

export const SESSION_ENDED: SessionEnded = { sessionEnded: true };

export function hasSessionEnded(data: unknown): data is SessionEnded {
  return typeof data === 'object' && data !== null && (data as Partial<SessionEnded>).sessionEnded === true;
}

/** A server whose api did not say who the session's cookie belongs to cannot make the page: the browser makes it. */
export class SessionUnknown extends Error {
  constructor() {
    super('the api did not say who is signed in');
  }
}

/**
 * The loader of a page that needs a session: its reads for the signed-in customer (of the request
 * on the server, of the page in the browser); a visitor without one is sent to sign in, and back
 * here after (a 302 on the server).
 */
export function needsSession<T>(read: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T | SessionEnded> => {
    const store = pageStore();
    if (store.get(sessionAtom)) return read(args);
    if (store.get(sessionExpiredAtom)) return SESSION_ENDED;
    // A session's token that nobody could check (the api did not answer) is not a visitor's: no
    // redirect to sign in for it.
    if (apiAccess.bearerToken()) throw new SessionUnknown();
    const { pathname, search } = new URL(args.request.url);
    throw redirect(signInPath(pathname, search));
  };
}

/**
 * The loader of a sign-in or password-reset page: a signed-in customer has nothing to do there and
 * goes home, or back to the page that sent them to sign in.
 */
export function guestsOnly({ request }: Pick<LoaderFunctionArgs, 'request'>): null {
  if (pageStore().get(sessionAtom)) throw redirect(returnPath(new URL(request.url).search));
  return null;
}
