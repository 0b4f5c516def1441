import { BackLink, PageHeading } from '@storefront/ui';
import { ORDER_DETAIL_ERROR, type OrderReads } from '../api/dashboard-reads';
import { ORDER_POLL_INTERVAL_MS } from '../api/use-live-polling';
import { useLiveOrder } from '../api/use-live-updates';
import { useOrderDetail } from '../api/use-orders';
import { shortOrderId } from '../state/order-format';
import { canStillChange } from '../state/order-status';
import { OrderDetail } from './order-detail';
import { useWalletPaymentToast } from './other-ways-to-pay';

export interface OrderViewProps {
  uuid: string;
  /** What the page's loader read (readOrder). */
  loaded: OrderReads;
  /** How often an order that can still change is read again where its event stream cannot open. */
  pollIntervalMs?: number;
}

/**
 * One order on its own page, the address checkout lands on and the payment page returns to: the
 * tracker, what was ordered, the totals and the payment. While the order can still change on the
 * server the page follows its event stream (or, where none opens, reads it every few seconds), so
 * it follows the kitchen and the payment without a reload.
 */
export function OrderView({ uuid, loaded, pollIntervalMs = ORDER_POLL_INTERVAL_MS }: OrderViewProps) {
  const order = useOrderDetail(uuid, loaded.order);
  const { refresh, receive } = order;
  useLiveOrder(uuid, order.status === 'success' && canStillChange(order.data), receive, refresh, pollIntervalMs);
  useWalletPaymentToast();

  return (
    <>
      <BackLink to="/user/dashboard">All orders</BackLink>
      <PageHeading>{`Order #${shortOrderId(uuid)}`}</PageHeading>
      {order.status === 'error' ? <p role="alert">{ORDER_DETAIL_ERROR}</p> : null}
      {order.status === 'success' ? <OrderDetail order={order.data} profilePhone={loaded.profilePhone} walletBalance={loaded.walletBalance} /> : null}
    </>
  );
}
