import { type RemoteName } from '@storefront/contract';
import { pageAt } from './page-routes';

/**
 * The remote a link leads to, when it is a known page of this storefront (page-routes.ts): `href`
 * as the browser resolved it (`anchor.href`), `origin` the page's own. Links to other sites, and
 * to files, lead nowhere here.
 */
export function remoteOwningHref(href: string, origin: string): RemoteName | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return pageAt(url.pathname)?.remote ?? null;
}
