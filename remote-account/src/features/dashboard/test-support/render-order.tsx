import { toastAtom } from '@storefront/contract';
import { setTestSession } from '@storefront/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { readOrder, type OrderReads } from '../api/dashboard-reads';
import { orderAction } from '../api/order-action';
import { OrderView } from '../components/order-view';
import { UUID } from './order-backend';

function OrderFromLoader({ uuid, pollIntervalMs }: { uuid: string; pollIntervalMs?: number }) {
  const loaded = useLoaderData() as OrderReads;
  return <OrderView uuid={uuid} loaded={loaded} pollIntervalMs={pollIntervalMs} />;
}

/**
 * The order as its page shows it: with what its loader read (readOrder), read again by the router
 * after a form, and its forms sent to the page's action. `search` is the page's query (`?open=`).
 */
export async function renderOrder(uuid = UUID, { pollIntervalMs, search = '' }: { pollIntervalMs?: number; search?: string } = {}) {
  const store = createStore();
  setTestSession(store);
  const loaded = await readOrder(uuid);
  const router = createMemoryRouter(
    [
      {
        id: 'order',
        path: '/user/orders/:id',
        loader: () => readOrder(uuid),
        action: orderAction,
        element: <OrderFromLoader uuid={uuid} pollIntervalMs={pollIntervalMs} />,
      },
    ],
    { initialEntries: [`/user/orders/${uuid}${search}`], hydrationData: { loaderData: { order: loaded } } },
  );
  const user = userEvent.setup();
  const rendered = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...rendered, user, router, toast: () => store.get(toastAtom) };
}
