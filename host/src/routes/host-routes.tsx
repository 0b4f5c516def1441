import { remoteNames, SlotProvider } from '@storefront/contract';
import { Suspense, useLayoutEffect } from 'react';
import { Outlet, redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../features/layout/components/site-layout';
import { LOGOUT_PATH, logoutAction } from '../features/layout/logout';
import { ScrollRestoration } from '@storefront/platform/navigation/scroll-restoration';
import '@storefront/platform/remotes/provided-libraries';
import { knownRoutes, unknownRemotes, type RouteLists } from '@storefront/platform/remotes/page-routes';
import { discoverRoutes } from '@storefront/platform/remotes/remote-page-loading';
import { PagePlaceholder, remotePageRoute } from '@storefront/platform/remotes/remote-route';
import { isUnplaced, NoPageHere, noPageHere, noPageOnServer, NOT_FOUND_ROUTE_ID, UNAVAILABLE_META } from '@storefront/platform/remotes/no-page-here';
import { keepServerReads, LAYOUT_ROUTE_ID, layoutLoader, neverReadAgain, renderRemoteSlot, SLOT_READ_ROUTE } from '@storefront/platform/remotes/remote-slots';
import { useRemotePrefetching } from '@storefront/platform/remotes/remote-prefetch';
import { SessionExpiryRedirect } from '../features/session/session-expiry-redirect';
import { NOT_FOUND_META } from '@storefront/platform/page-meta/page-meta';
import NotFoundPage from '../pages/not-found-page';
import SiteFailurePage from '../pages/site-failure-page';

/**
 * Marks the document once the page has hydrated, in the commit that hydrates the page itself: from
 * then on the app answers taps (before, the server's links and forms do). What waits for the app
 * (the hand-over, when-hydrated.ts) and the end-to-end tests and benchmark read the mark.
 */
function PageHydrated() {
  useLayoutEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * The page inside the layout is a Suspense boundary of its own: the layout stays on screen while a
 * page's code loads (the app shell's first page, or a server-rendered page whose code was late).
 */
function HostLayout() {
  useRemotePrefetching();
  return (
    <SlotProvider render={renderRemoteSlot}>
      <SiteLayout>
        <SessionExpiryRedirect />
        <ScrollRestoration />
        <Suspense fallback={<PagePlaceholder />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </SiteLayout>
    </SlotProvider>
  );
}


interface HostRouteOptions {
  /** Makes them a server's routes, which give each page (and the layout's reads) that long. */
  serverBudgetMs?: number;
  /** The browser's, for a page the server rendered: the layout keeps the server's reads (remote-slots.tsx). */
  hydrating?: boolean;
}

/** The host's routes for the pages of `routes`, each filled at run time by the remote that lists it. */
const pageRoutes = (routes: RouteLists, options: HostRouteOptions) =>
  remoteNames.flatMap((remote) => (routes[remote] ?? []).map((path) => remotePageRoute(remote, path, NotFoundPage, options)));

/**
 * The storefront's routes: the host's layout around every page the remotes list (`routes`, from
 * each remote's `./routes`: page-routes.ts), and the host's page for an address of none of them,
 * which says "not found", or "unavailable" while a remote's pages are unknown. The same routes
 * render on the server, where `serverBudgetMs` bounds each page's load; the browser's also read
 * the slots (SLOT_READ_ROUTE).
 */
export function hostRoutes(routes: RouteLists, options: HostRouteOptions = {}): RouteObject[] {
  const { serverBudgetMs, hydrating = false } = options;
  return [
    ...(serverBudgetMs === undefined ? [SLOT_READ_ROUTE] : []),
    {
      id: LAYOUT_ROUTE_ID,
      loader: serverBudgetMs === undefined ? (hydrating ? keepServerReads : undefined) : layoutLoader(serverBudgetMs),
      shouldRevalidate: neverReadAgain,
      Component: HostLayout,
      ErrorBoundary: SiteFailurePage,
      children: [
        ...pageRoutes(routes, options),
        // The header's Logout form; an address of no page of its own.
        { id: 'logout', path: LOGOUT_PATH, action: logoutAction, loader: () => redirect('/') },
        {
          id: NOT_FOUND_ROUTE_ID,
          path: '*',
          loader: serverBudgetMs === undefined ? noPageHere : noPageOnServer,
          element: <NoPageHere NotFound={NotFoundPage} />,
          HydrateFallback: PagePlaceholder,
          handle: { meta: (data: unknown) => (isUnplaced(data) ? UNAVAILABLE_META : NOT_FOUND_META) },
        },
      ],
    },
  ];
}

/**
 * React Router's `patchRoutesOnNavigation`: an address of no page the router has may be a page of
 * a remote whose routes are not known yet (the app shell knows none; a remote may have been down
 * when the page was rendered). Those remotes' routes are loaded, and every known page the router
 * lacks is added under the layout (React Router keeps one route per id); a remote that fails stays
 * unknown, and the host's page says the address is unavailable.
 */
export const discoverPages: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
  if (matches.length > 0 && matches.at(-1)?.route.id !== NOT_FOUND_ROUTE_ID) return;
  await Promise.all(unknownRemotes().map((remote) => discoverRoutes(remote).catch(() => undefined)));
  patch(LAYOUT_ROUTE_ID, pageRoutes(knownRoutes(), {}));
};
