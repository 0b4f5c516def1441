import { getOrder, getOrders, peekEarlyRead, takeEarlyRead, type Order } from '@storefront/api-client';
import { useRefreshable } from './use-refreshable';

/**
 * The customer's orders, newest first (as the server sends them); `refresh` reads them again
 * quietly. The first render shows, and the first load takes, the read the host started with the
 * page (startEarlyReads).
 */
export function useOrders() {
  return useRefreshable<Order[]>(
    () => takeEarlyRead(getOrders),
    '',
    () => peekEarlyRead(getOrders),
  );
}

export const ORDER_DETAIL_ERROR = 'Error loading order details';

class OrderNotLoaded extends Error {}

/** One order for its detail; `getOrder` answers null on any failure, which is the detail's error. */
export function useOrderDetail(uuid: string) {
  return useRefreshable<Order>(async () => {
    const order = await getOrder(uuid);
    if (!order) throw new OrderNotLoaded(ORDER_DETAIL_ERROR);
    return order;
  }, uuid);
}
