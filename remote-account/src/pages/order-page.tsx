import { useParams } from 'react-router-dom';
import { OrderView } from '../features/dashboard/components/order-view';
import { RequireSession } from '../features/user-area/components/require-session';
import { UserAreaLayout } from '../features/user-area/components/user-area-layout';

/** /user/orders/:id: one of the customer's orders, on a page of its own. */
export default function OrderPage() {
  const { id = '' } = useParams();
  return (
    <RequireSession>
      <UserAreaLayout>
        <OrderView uuid={id} />
      </UserAreaLayout>
    </RequireSession>
  );
}
