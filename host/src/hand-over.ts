import { routeOfPath } from '@storefront/contract';
import type { BootData } from './features/hydration/boot-data';
import { releasedSinceRendered } from './features/remotes/build-skew';
import { loadFirstPage } from './features/remotes/first-page';
import { rememberPagesLeftToBrowser } from './features/remotes/remote-route';
import { rememberSlotAnswers } from './features/remotes/slot-initial';

/**
 * Gives what the server handed over with its page to the parts that hydrate from it: which pages
 * it left to the browser, and what the slots' reads answered.
 */
export function takeHandOver(boot: BootData): void {
  rememberPagesLeftToBrowser(boot.leftToBrowser);
  rememberSlotAnswers(boot.slots);
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
