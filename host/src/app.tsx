import { storefrontStore } from '@storefront/contract';
import { Provider } from 'jotai';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { takeOverScrolling } from '@storefront/platform/navigation/scroll-start';
import { keepDocumentTitle } from '@storefront/platform/page-meta/keep-document-title';
import { knownRoutes } from '@storefront/platform/remotes/page-routes';
import { discoverPages, hostRoutes } from './routes/host-routes';

type HostRouter = ReturnType<typeof createBrowserRouter>;

/** The pages known so far; another address asks the remotes not known yet (`patchRoutesOnNavigation`). */
export function createHostRouter(hydrationData?: HydrationState): HostRouter {
  takeOverScrolling();
  return createBrowserRouter(hostRoutes(knownRoutes(), { hydrating: hydrationData !== undefined }), { hydrationData, patchRoutesOnNavigation: discoverPages });
}

export function App({ router }: { router: HostRouter }) {
  // The router's provider subscribes in a layout effect, before this effect.
  useEffect(() => keepDocumentTitle(router), [router]);
  return (
    <Provider store={storefrontStore}>
      <RouterProvider router={router} />
    </Provider>
  );
}
