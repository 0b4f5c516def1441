import { remoteNames, remoteRoutePaths, SlotProvider } from '@storefront/contract';
import { Suspense, useLayoutEffect } from 'react';
import { Outlet, redirect, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../features/layout/components/site-layout';
import { LOGOUT_PATH, logoutAction } from '../features/layout/logout';
import { ScrollRestoration } from '../features/navigation/scroll-restoration';
import '../features/remotes/provided-libraries';
import { PagePlaceholder, remotePageRoute } from '../features/remotes/remote-route';
import { renderRemoteSlot } from '../features/remotes/remote-slots';
import { useRemotePrefetching } from '../features/remotes/use-remote-prefetching';
import { SessionExpiryRedirect } from '../features/session/session-expiry-redirect';
import { NOT_FOUND_META } from '../features/page-meta/page-meta';
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

/** The route id of the host's not-found page, which answers any address of no page (a 404 from its server). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The storefront's routes: the host's layout around every page of the contract's route table, each
 * filled at run time by the remote that owns it (remotePageRoute), and the host's not-found page.
 * The same routes render on the server, where `serverBudgetMs` bounds each page's load.
 */
export function hostRoutes(options: { serverBudgetMs?: number } = {}): RouteObject[] {
  return [
    {
      id: 'layout',
      Component: HostLayout,
      ErrorBoundary: SiteFailurePage,
      children: [
        ...remoteNames.flatMap((remote) => remoteRoutePaths[remote].map((path) => remotePageRoute(remote, path, NotFoundPage, options))),
        // The header's Logout form; an address of no page of its own.
        { id: 'logout', path: LOGOUT_PATH, action: logoutAction, loader: () => redirect('/') },
        { id: NOT_FOUND_ROUTE_ID, path: '*', Component: NotFoundPage, handle: { meta: () => NOT_FOUND_META } },
      ],
    },
  ];
}
