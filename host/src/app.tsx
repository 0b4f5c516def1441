import { storefrontStore } from '@storefront/contract';
import { Provider } from 'jotai';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { takeOverScrolling } from '@storefront/platform/navigation/scroll-start';
import { keepDocumentTitle } from '@storefront/platform/page-meta/keep-document-title';
import { knownRoutes } from '@storefront/platform/remotes/page-routes';
import { discoverPages, hostRoutes } from './routes/host-routes';

export type HostRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The storefront's data router, made of the pages known so far (those the server handed over with
 * the page, page-routes.ts); any other address asks the remotes not known yet for theirs
 * (`patchRoutesOnNavigation`). Made with the data of the server's render (`hydrationData`), it
 * starts from the page the server rendered; without, it starts the first page's reads at once.
 */
export function createHostRouter(hydrationData?: HydrationState): HostRouter {
  takeOverScrolling();
  return createBrowserRouter(hostRoutes(knownRoutes(), { hydrating: hydrationData !== undefined }), { hydrationData, patchRoutesOnNavigation: discoverPages });
}

/** The storefront: the host's layout around routes owned by the remotes. */
export function App({ router }: { router: HostRouter }) {
  // After the router's provider has subscribed to it (its layout effect runs before this effect).
  useEffect(() => keepDocumentTitle(router), [router]);
  return (
    <Provider store={storefrontStore}>
      <RouterProvider router={router} />
    </Provider>
  );
}
