import { getOrders, getWalletBalance, sessionAtom, startEarlyRead, storefrontStore } from '@storefront/shared';

/**
 * The dashboard's reads, started by the host with the page's code when the dashboard is the first
 * page (its route's `startReads`): its orders and balance carry the customer's token, so no
 * preload can fetch them, and read after the first render they cost the page a round trip. A
 * visitor who is not signed in is sent to sign in instead, so nothing is read for them.
 */
export function startDashboardReads(): void {
  if (!storefrontStore.get(sessionAtom)) return;
  startEarlyRead(getOrders);
  startEarlyRead(getWalletBalance);
}
