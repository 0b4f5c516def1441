import { remoteNames, type RemoteName } from '@storefront/contract';
import { matchRoutes } from 'react-router-dom';

/** Each remote's page paths, as its `./routes` lists them (a remote adds a page in its own release); a remote missing is unknown yet. */
export type RouteLists = Partial<Record<RemoteName, string[]>>;

export interface PageOfRemote {
  remote: RemoteName;
  path: string;
}

const known = new Map<RemoteName, string[]>();
let changes = 0;

export function knowRoutes(lists: RouteLists): void {
  for (const remote of remoteNames) {
    const paths = lists[remote];
    if (!paths) continue;
    known.set(remote, [...paths]);
    changes += 1;
  }
}

export const knownRoutes = (): RouteLists => Object.fromEntries(known);

export const unknownRemotes = (): RemoteName[] => remoteNames.filter((remote) => !known.has(remote));

/** Counts the changes, so whoever built routes from what is known can tell when to build them again. */
export const routesChanged = (): number => changes;

/** The remote's page in `lists` that answers `pathname`, ranked as the router ranks; null for the host's and unknown addresses. */
export function pageIn(lists: RouteLists, pathname: string): PageOfRemote | null {
  const routes = remoteNames.flatMap((remote) => (lists[remote] ?? []).map((path) => ({ path, remote })));
  const page = matchRoutes(routes, pathname)?.at(-1)?.route;
  return page ? { remote: page.remote, path: page.path } : null;
}

export const pageAt = (pathname: string) => pageIn(knownRoutes(), pathname);
