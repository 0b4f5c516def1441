import { remoteNames, type RemoteName } from '@storefront/contract';
import { matchRoutes } from 'react-router-dom';

/**
 * The paths of each remote's pages, as its own `./routes` lists them: the host's routes are made
 * of these, so a remote adds a page at a new path in its own release. A remote missing here has
 * not been loaded yet (or could not be).
 */
export type RouteLists = Partial<Record<RemoteName, string[]>>;

/** A page of a remote: the remote and the path of its route ('/food/:id'). */
export interface PageOfRemote {
  remote: RemoteName;
  path: string;
}

const known = new Map<RemoteName, string[]>();
let changes = 0;

/** Learns the paths of remotes' pages: from the page's hand-over in the browser, or from the remote itself (discoverRoutes, remote-page-loading.ts). */
export function knowRoutes(lists: RouteLists): void {
  for (const remote of remoteNames) {
    const paths = lists[remote];
    if (!paths) continue;
    known.set(remote, [...paths]);
    changes += 1;
  }
}

/** What is known of every remote's pages (the server hands it to the browser with each page). */
export const knownRoutes = (): RouteLists => Object.fromEntries(known);

/** The remotes whose pages are not known yet: an address of none of the known pages may be one of theirs. */
export const unknownRemotes = (): RemoteName[] => remoteNames.filter((remote) => !known.has(remote));

/** Counts every change of what is known, so whoever built routes from it can tell when to build them again. */
export const routesChanged = (): number => changes;

/**
 * The page of a remote in `lists` that answers `pathname`, or null for the host's own addresses
 * and unknown ones. When two could answer, React Router's ranking chooses, as the router does.
 */
export function pageIn(lists: RouteLists, pathname: string): PageOfRemote | null {
  const routes = remoteNames.flatMap((remote) => (lists[remote] ?? []).map((path) => ({ path, remote })));
  const page = matchRoutes(routes, pathname)?.at(-1)?.route;
  return page ? { remote: page.remote, path: page.path } : null;
}

/** The known page of a remote that answers `pathname` (pageIn). */
export const pageAt = (pathname: string) => pageIn(knownRoutes(), pathname);
