import { storefrontStore, takeCustomerState } from '@storefront/contract';
import type { BootData } from '@storefront/platform/hydration/boot-data';
import { releasedSinceRendered } from '@storefront/platform/remotes/build-skew';
import { loadFirstPage } from '@storefront/platform/remotes/first-page';
import { knowRoutes, pageAt } from '@storefront/platform/remotes/page-routes';
import { rememberPagesLeftToBrowser } from '@storefront/platform/remotes/remote-route';

/**
 * Gives what the server handed over with its page to the parts that hydrate from it: the remotes'
 * pages it knew, which pages it left to the browser, and the customer (session and cart) it
 * rendered for, which the page's store takes so that the page hydrates as it was rendered. Answers what is to be done once the page has hydrated: what the
 * browser kept that the server did not see is given back.
 */
export function takeHandOver(boot: BootData): () => void {
  knowRoutes(boot.routes);
  rememberPagesLeftToBrowser(boot.leftToBrowser);
  return boot.customer ? takeCustomerState(storefrontStore, boot.customer) : () => undefined;
}

/**
 * Loads the code of the page at `pathname`. Settles when that code is in, or has failed, or is late
 * (first-page.ts), telling whether the page is to be rendered afresh rather than hydrated: its
 * remote was released since the server rendered it (build-skew.ts), or the server could not tell
 * it was a page at all (its remote was unknown there) and the browser found it.
 */
export async function loadRenderedPage(boot: BootData, pathname: string): Promise<{ renderAfresh: boolean }> {
  // A page the server left to the browser has only its placeholder to keep: its router starts at
  // once, and with it the page's reads, beside its code.
  if (boot.leftToBrowser.length > 0 && pageAt(pathname)) return { renderAfresh: false };
  const { placedHere } = await loadFirstPage(pathname);
  const remote = pageAt(pathname)?.remote;
  return { renderAfresh: placedHere || (remote !== undefined && releasedSinceRendered(remote, boot.builds)) };
}
