import { storefrontStore } from '@storefront/contract';
import { Provider } from 'jotai';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { hostRoutes } from './routes/host-routes';

export type HostRouter = ReturnType<typeof createBrowserRouter>;

/** The storefront's data router: it starts the first page's reads as soon as it is made. */
export function createHostRouter(): HostRouter {
  return createBrowserRouter(hostRoutes());
}

/** The storefront: the host's layout around routes owned by the remotes. */
export function App({ router }: { router: HostRouter }) {
  return (
    <Provider store={storefrontStore}>
      <RouterProvider router={router} />
    </Provider>
  );
}
