import { useLoaderData, useParams } from 'react-router-dom';
import type { OrderReads } from '../features/dashboard/api/dashboard-reads';
import { OrderView } from '../features/dashboard/components/order-view';
import type { SessionEnded } from '../features/user-area/api/session-gate';
import { UserAreaPage } from '../features/user-area/components/user-area-page';

/** /user/orders/:id: one of the customer's orders, on a page of its own, as its loader read it (readOrder). */
export default function OrderPage() {
  const { id = '' } = useParams();
  const loaded = useLoaderData() as OrderReads | SessionEnded;
  return <UserAreaPage loaded={loaded}>{(reads) => <OrderView uuid={id} loaded={reads} />}</UserAreaPage>;
}
