import type { BootData } from './features/hydration/boot-data';
import { loadFirstPage } from './features/remotes/first-page';
import { rememberPagesLeftToBrowser } from './features/remotes/remote-route';
import { rememberSlotAnswers } from './features/remotes/slot-initial';

/**
 * Gives what the server handed over with its page to the parts that hydrate from it (which pages
 * it left to the browser, what the slots' reads answered), and loads the code of the page at
 * `pathname`. Settles when that code is in, or has failed, or is late (first-page.ts).
 */
export function takeHandOver(boot: BootData, pathname: string): Promise<void> {
  rememberPagesLeftToBrowser(boot.leftToBrowser);
  rememberSlotAnswers(boot.slots);
  return loadFirstPage(pathname);
}
