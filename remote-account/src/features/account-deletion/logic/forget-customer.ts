import { clearCartAtom, sessionAtom } from '@storefront/contract';
import type { useStore } from 'jotai';
import { RESET } from 'jotai/utils';

type Store = ReturnType<typeof useStore>;

/**
 * After the account is deleted the browser keeps nothing of the customer: the session and the
 * cart end in the page's store (so nothing shows them until the next load), and every value the
 * storefront stored in this browser goes with them, whichever part of it wrote the value.
 */
export function forgetCustomer(store: Store, storages: readonly Storage[] = [localStorage, sessionStorage]): void {
  store.set(clearCartAtom);
  store.set(sessionAtom, RESET);
  for (const storage of storages) storage.clear();
}
