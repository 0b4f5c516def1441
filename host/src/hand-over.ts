import { routeOfPath, storefrontStore, takeCustomerState } from '@storefront/contract';
import type { BootData } from './features/hydration/boot-data';
import { releasedSinceRendered } from './features/remotes/build-skew';
import { loadFirstPage } from './features/remotes/first-page';
import { rememberPagesLeftToBrowser } from './features/remotes/remote-route';
import { rememberSlotAnswers } from './features/remotes/slot-initial';

/**
 * Gives what the server handed over with its page to the parts that hydrate from it: which pages
 * it left to the browser, what the slots' reads answered, and the customer (session and cart) it
 * rendered for, which the page's store takes so that the page hydrates as it was rendered. Answers
 * what is to be done once the page has hydrated: what the browser kept that the server did not see
 * is given back.
 */
export function takeHandOver(boot: BootData): () => void {
  rememberPagesLeftToBrowser(boot.leftToBrowser);
  rememberSlotAnswers(boot.slots);
  return boot.customer ? takeCustomerState(storefrontStore, boot.customer) : () => undefined;
}

/**
 * Loads the code of the page at `pathname`. Settles when that code is in, or has failed, or is late
 * (first-page.ts), telling whether the page's remote has been released since the server rendered
 * it (build-skew.ts): such a page is rendered afresh rather than hydrated.
 */
export async function loadRenderedPage(boot: BootData, pathname: string): Promise<{ releasedSince: boolean }> {
  await loadFirstPage(pathname);
  const remote = routeOfPath(pathname)?.remote;
  return { releasedSince: remote !== undefined && releasedSinceRendered(remote, boot.builds) };
}
