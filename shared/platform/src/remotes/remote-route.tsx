import { PageMain, useHydrated } from '@storefront/ui';
import { type PageHandle, type RemoteName } from '@storefront/contract';
import { Suspense, use, type ComponentType } from 'react';
import { isRouteErrorResponse, useLoaderData, useLocation, useNavigate, useRouteError, type RouteObject } from 'react-router-dom';
import { refusalOf } from './contract-compatibility';
import { forgetRemote, loadRemoteModule } from './load-remote-module';
import { FormNotSent, RemoteFailure } from './remote-boundary';
import { actOnRemotePage, loadedRouteAt, loadRemotePage, loadRemotePageOnServer, rendersInBrowser, routeIn, shouldLoadAgain } from './remote-page-loading';

const remoteRouteId = (remote: RemoteName, path: string) => `${remote}:${path}`;

export function PagePlaceholder() {
  return (
    <PageMain aria-busy="true">
      <p role="status">Loading...</p>
    </PageMain>
  );
}

function OwnPlaceholder({ remote, path }: { remote: RemoteName; path: string }) {
  const Placeholder = routeIn(use(loadRemoteModule(remote, './routes')), remote, path).HydrateFallback;
  return Placeholder ? <Placeholder /> : <PagePlaceholder />;
}

/** The page's own loading state (its route's HydrateFallback) once its routes are in; the plain one before, and while hydrating. */
function RemotePagePlaceholder({ remote, path }: { remote: RemoteName; path: string }) {
  if (!useHydrated()) return <PagePlaceholder />;
  return (
    <Suspense fallback={<PagePlaceholder />}>
      <OwnPlaceholder remote={remote} path={path} />
    </Suspense>
  );
}

const leftToBrowserByServer = new Set<string>();

/** Before hydrating: a page the server left to the browser must hydrate as its placeholder. */
export function rememberPagesLeftToBrowser(routeIds: readonly string[]): void {
  for (const id of routeIds) leftToBrowserByServer.add(id);
}

function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const data = useLoaderData();
  const hydrated = useHydrated();
  // While hydrating, even when the router has run its loader already.
  if (rendersInBrowser(data) || (!hydrated && leftToBrowserByServer.has(remoteRouteId(remote, path)))) {
    return <RemotePagePlaceholder remote={remote} path={path} />;
  }
  // No Suspense boundary here: it would hydrate in a pass after the layout's, after the layout's mark that the page has.
  return routeIn(use(loadRemoteModule(remote, './routes')), remote, path).element;
}

/** Retry, once the failed remotes are forgotten: the loaders run anew, and the new location clears the router's error even when they answer at once. */
export function useOpenAgain(): () => void {
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  return () => void navigate({ pathname, search, hash }, { replace: true, state, preventScrollReset: true });
}

function RemotePageError({ remote, NotFound }: { remote: RemoteName; NotFound: ComponentType }) {
  const openAgain = useOpenAgain();
  const { pathname, search } = useLocation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 405) return <FormNotSent href={`${pathname}${search}`} />;
  return (
    <RemoteFailure
      refused={refusalOf(remote) !== undefined}
      what="this page"
      as="main"
      onRetry={() => {
        forgetRemote(remote);
        openAgain();
      }}
    />
  );
}

/** The host's route for a remote's page, its data and code from the remote at run time; `serverBudgetMs` makes it a server's. */
export function remotePageRoute(
  remote: RemoteName,
  path: string,
  NotFound: ComponentType,
  { serverBudgetMs }: { serverBudgetMs?: number } = {},
): RouteObject {
  const handle: PageHandle = {
    meta: (data, params) => {
      try {
        return loadedRouteAt(remote, path)?.handle?.meta?.(data, params) ?? null;
      } catch {
        return null;
      }
    },
  };
  return {
    id: remoteRouteId(remote, path),
    path,
    handle,
    loader: (args) => (serverBudgetMs === undefined ? loadRemotePage(remote, path, args) : loadRemotePageOnServer(remote, path, args, serverBudgetMs)),
    action: (args) => actOnRemotePage(remote, path, args),
    shouldRevalidate: (args) => shouldLoadAgain(remote, path, args),
    element: <RemotePage remote={remote} path={path} />,
    errorElement: <RemotePageError remote={remote} NotFound={NotFound} />,
    HydrateFallback: () => <RemotePagePlaceholder remote={remote} path={path} />,
  };
}
