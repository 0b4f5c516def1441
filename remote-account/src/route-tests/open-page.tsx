import { openPage as openRemotePage } from '@storefront/contract';
import { routeAt, type TestStore } from '@storefront/testing';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import routes from '../routes';

/**
 * Opens the account remote's page `path` at `url` as the host does: its loader and code, its
 * HydrateFallback meanwhile, then the page with what the loader read. Any other address (where a
 * redirect or a link leads) is a page of its own, 'Elsewhere', and the router tells where.
 */
export async function openPage(path: string, url: string = path, { store = createStore() }: { store?: TestStore } = {}) {
  const route = routeAt(routes, path);
  const router = createMemoryRouter(
    [
      {
        path,
        loader: (args) => openRemotePage(route, args),
        action: route.action,
        HydrateFallback: route.HydrateFallback ?? (() => null),
        element: <Suspense fallback={null}>{route.element}</Suspense>,
      },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
  });
  if (!rendered) throw new Error('not rendered');
  return { ...rendered, store, user, router };
}
