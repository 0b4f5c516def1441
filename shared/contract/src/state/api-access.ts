import type { createStore } from 'jotai';
import { RESET } from 'jotai/utils';
import type { SessionUser } from '../boundary/session';
import { getRuntimeConfig } from '../config/runtime-config';
import { createStorefrontStore, expireSession, sessionAtom, sessionExpiredAtom, storefrontStore } from './store';

type Store = ReturnType<typeof createStore>;

/**
 * What a library that calls the backend may know of the page: where the services are, the
 * customer's token, and a way to say the server refused it. Every copy of an API client on the
 * page (a remote may bring a newer one) reads the one session through it, at each call, and
 * never holds the session or the store itself.
 */
export interface ApiAccess {
  apiUrl(): string;
  contentUrl(): string;
  mapsKey(): string | undefined;
  bearerToken(): string | undefined;
  /** The server answered 401 to the token: the session ends everywhere. */
  tokenRefused(): void;
}

/** Where a server's reads go: the services' addresses inside its network (the page's are relative). */
export interface ServerApiAddresses {
  apiUrl: string;
  contentUrl: string;
}

/** The request a server is answering: its page's store and the session token its cookie carried. */
export interface ServerRequest {
  store: Store;
  token: string | undefined;
}

let server: { addresses: ServerApiAddresses; request: () => ServerRequest | undefined } | null = null;

/**
 * Makes this process a server rendering pages: its reads go to `addresses`, with the session of
 * the request being answered, which `request` finds (the server keeps one store per request, so
 * nothing of one customer reaches another's page). Outside a request, reads carry no session.
 */
export function serveApiFrom(addresses: ServerApiAddresses, request: () => ServerRequest | undefined = () => undefined): void {
  server = { addresses, request };
}

let outsideRequests: Store | undefined;

/**
 * The store of the page being made: on a server, the request's (an empty store outside one); in
 * the browser, the page's one store. Loaders and actions read the customer's state through it.
 */
export function pageStore(): Store {
  if (!server) return storefrontStore;
  return server.request()?.store ?? (outsideRequests ??= createStorefrontStore());
}


/**
 * Signs the customer in on the page being made, after the api accepted their sign-in: in the
 * browser, the page's copy of the session (the api's answer has set its cookie); on a server, the
 * request's session, whose cookie the answer sets.
 */
export function startCustomerSession(token: string, user: SessionUser): void {
  const request = server?.request();
  if (request) request.token = token;
  pageStore().set(sessionAtom, { user });
}

/**
 * Signs the customer out on the page being made: in the browser, the page's copy of the session;
 * on a server, the request's session, whose cookie the answer clears.
 */
export function endCustomerSession(): void {
  const request = server?.request();
  if (request) request.token = undefined;
  pageStore().set(sessionAtom, RESET);
}

export const apiAccess: ApiAccess = {
  apiUrl: () => server?.addresses.apiUrl ?? getRuntimeConfig().apiUrl,
  contentUrl: () => server?.addresses.contentUrl ?? getRuntimeConfig().contentUrl,
  mapsKey: () => getRuntimeConfig().mapsKey,
  bearerToken: () => (server ? server.request()?.token : storefrontStore.get(sessionAtom)?.token),
  tokenRefused: () => {
    if (!server) {
      expireSession();
      return;
    }
    // On a server the request's session ends: the page renders signed out and the cookie is cleared.
    const request = server.request();
    if (!request) return;
    request.token = undefined;
    request.store.set(sessionAtom, null);
    request.store.set(sessionExpiredAtom, true);
  },
};
