import { remoteNames, remoteRoutePaths, type RemoteName } from '@storefront/shared';
import { matchPath } from 'react-router-dom';

/** The remote whose routes answer `pathname` (the contract's route table), or null for the host's own. */
export function remoteOwningPath(pathname: string): RemoteName | null {
  for (const remote of remoteNames) {
    const paths: readonly string[] = remoteRoutePaths[remote];
    if (paths.some((path) => matchPath({ path, end: true }, pathname))) return remote;
  }
  return null;
}

/**
 * The remote a link leads to, when it is a page of this storefront: `href` as the browser resolved
 * it (`anchor.href`), `origin` the page's own. Links to other sites, and to files, lead nowhere here.
 */
export function remoteOwningHref(href: string, origin: string): RemoteName | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return remoteOwningPath(url.pathname);
}
