import { remoteNames, SlotProvider } from '@storefront/contract';
import { Suspense, useLayoutEffect } from 'react';
import { Outlet, redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../features/layout/components/site-layout';
import { LOGOUT_PATH, logoutAction } from '../features/layout/logout';
import { ScrollRestoration } from '@storefront/platform/navigation/scroll-restoration';
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

/** Marks the document in the commit that hydrates the page; the hand-over, the end-to-end tests and the benchmark wait for it. */
function PageHydrated() {
  useLayoutEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The page's Suspense boundary keeps the layout on screen while the page's code loads. */
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
  /** Makes them a server's routes, each page (and the layout's reads) given that long. */
  serverBudgetMs?: number;
  /** The browser's, for a page the server rendered: the layout keeps the server's reads (remote-slots.tsx). */
  hydrating?: boolean;
}

const pageRoutes = (routes: RouteLists, options: HostRouteOptions) =>
  remoteNames.flatMap((remote) => (routes[remote] ?? []).map((path) => remotePageRoute(remote, path, NotFoundPage, options)));

/** The host's layout around every page the remotes list, and its page for an address of none; the same on the server. */
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
        // The header's Logout form; no page of its own.
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

/** An address of no page may be a remote's not known yet: those are asked, and the known pages patched in (one route per id). */
export const discoverPages: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
  if (matches.length > 0 && matches.at(-1)?.route.id !== NOT_FOUND_ROUTE_ID) return;
  await Promise.all(unknownRemotes().map((remote) => discoverRoutes(remote).catch(() => undefined)));
  patch(LAYOUT_ROUTE_ID, pageRoutes(knownRoutes(), {}));
};
