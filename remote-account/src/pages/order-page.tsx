import type { Order } from '@storefront/api-client';
import type { Settled } from '@storefront/ui';
import { useLoaderData, useParams } from 'react-router-dom';
import { OrderView } from '../features/dashboard/components/order-view';
import type { SessionEnded } from '../features/user-area/api/session-gate';
import { UserAreaPage } from '../features/user-area/components/user-area-page';

/** /user/orders/:id: one of the customer's orders, on a page of its own, as its loader read it (readOrder). */
export default function OrderPage() {
  const { id = '' } = useParams();
  const loaded = useLoaderData() as Settled<Order> | SessionEnded;
  return <UserAreaPage loaded={loaded}>{(order) => <OrderView uuid={id} loaded={order} />}</UserAreaPage>;
}
