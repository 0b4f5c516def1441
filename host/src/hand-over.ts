import { storefrontStore, takeCustomerState } from '@storefront/contract';
import type { BootData } from '@storefront/platform/hydration/boot-data';
import { releasedSinceRendered } from '@storefront/platform/remotes/build-skew';
import { loadFirstPage } from '@storefront/platform/remotes/first-page';
import { knowRoutes, pageAt } from '@storefront/platform/remotes/page-routes';
import { rememberPagesLeftToBrowser } from '@storefront/platform/remotes/remote-route';

/** The store takes the customer the page was rendered for; answers how to give back, once hydrated, what the browser kept. */
export function takeHandOver(boot: BootData): () => void {
  knowRoutes(boot.routes);
  rememberPagesLeftToBrowser(boot.leftToBrowser);
  return boot.customer ? takeCustomerState(storefrontStore, boot.customer) : () => undefined;
}

/** Loads the page's code; rendered afresh if its remote was released since (build-skew.ts) or the server could not place it. */
export async function loadRenderedPage(boot: BootData, pathname: string): Promise<{ renderAfresh: boolean }> {
  // Left to the browser, it has only its placeholder to keep: the router starts its reads at once.
  if (boot.leftToBrowser.length > 0 && pageAt(pathname)) return { renderAfresh: false };
  const { placedHere } = await loadFirstPage(pathname);
  const remote = pageAt(pathname)?.remote;
  return { renderAfresh: placedHere || (remote !== undefined && releasedSinceRendered(remote, boot.builds)) };
}
