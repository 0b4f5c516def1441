import { getRuntimeConfig } from '../config/runtime-config';
import { expireSession, sessionAtom, storefrontStore } from './store';

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

let serverAddresses: ServerApiAddresses | null = null;

/**
 * Makes this process a server rendering pages: its reads go to `addresses`, and never with a
 * session (it renders every page as a visitor sees it; the browser fills in the customer's parts).
 * For the whole process: a server process renders pages for no one in particular.
 */
export function serveApiFrom(addresses: ServerApiAddresses): void {
  serverAddresses = addresses;
}

export const apiAccess: ApiAccess = {
  apiUrl: () => serverAddresses?.apiUrl ?? getRuntimeConfig().apiUrl,
  contentUrl: () => serverAddresses?.contentUrl ?? getRuntimeConfig().contentUrl,
  mapsKey: () => getRuntimeConfig().mapsKey,
  bearerToken: () => (serverAddresses ? undefined : storefrontStore.get(sessionAtom)?.token),
  tokenRefused: () => {
    if (!serverAddresses) expireSession();
  },
};
