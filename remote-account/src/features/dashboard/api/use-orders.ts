import { getOrder, getOrders, type Order } from '@storefront/api-client';
import type { Settled } from '@storefront/ui';
import { ORDER_DETAIL_ERROR } from './dashboard-reads';
import { useRefreshable } from './use-refreshable';

/** The customer's orders as the page's loader read them, newest first; `refresh` reads them again quietly. */
export function useOrders(loaded: Settled<Order[]>) {
  return useRefreshable<Order[]>(getOrders, loaded);
}

class OrderNotLoaded extends Error {}

/** One order as the page's loader read it; `getOrder` answers null on any failure, which is the detail's error. */
export function useOrderDetail(uuid: string, loaded: Settled<Order>) {
  return useRefreshable<Order>(async () => {
    const order = await getOrder(uuid);
    if (!order) throw new OrderNotLoaded(ORDER_DETAIL_ERROR);
    return order;
  }, loaded);
}
