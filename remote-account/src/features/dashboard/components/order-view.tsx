import type { Order } from '@storefront/api-client';
import { BackLink, PageHeading, type Settled } from '@storefront/ui';
import { ORDER_DETAIL_ERROR } from '../api/dashboard-reads';
import { ORDER_POLL_INTERVAL_MS, useLivePolling } from '../api/use-live-polling';
import { useOrderDetail } from '../api/use-orders';
import { shortOrderId } from '../state/order-format';
import { isSettled } from '../state/order-status';
import { OrderDetail } from './order-detail';

export interface OrderViewProps {
  uuid: string;
  /** The order as the page's loader read it (readOrder). */
  loaded: Settled<Order>;
  /** How often an order that can still move is read again. */
  pollIntervalMs?: number;
}

/**
 * One order on its own page, the address checkout lands on and the payment page returns to: the
 * tracker, what was ordered, the totals and Pay Now. While the order can still move on the server
 * it is read again every few seconds, so it follows the kitchen and the payment without a reload.
 */
export function OrderView({ uuid, loaded, pollIntervalMs = ORDER_POLL_INTERVAL_MS }: OrderViewProps) {
  const order = useOrderDetail(uuid, loaded);
  const { refresh } = order;
  useLivePolling(order.status === 'success' && !isSettled(order.data.status), refresh, pollIntervalMs);

  return (
    <>
      <BackLink to="/user/dashboard">All orders</BackLink>
      <PageHeading>{`Order #${shortOrderId(uuid)}`}</PageHeading>
      {order.status === 'error' ? <p role="alert">{ORDER_DETAIL_ERROR}</p> : null}
      {order.status === 'success' ? <OrderDetail order={order.data} /> : null}
    </>
  );
}
