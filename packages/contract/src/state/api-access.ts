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

export const apiAccess: ApiAccess = {
  apiUrl: () => getRuntimeConfig().apiUrl,
  contentUrl: () => getRuntimeConfig().contentUrl,
  mapsKey: () => getRuntimeConfig().mapsKey,
  bearerToken: () => storefrontStore.get(sessionAtom)?.token,
  tokenRefused: expireSession,
};
