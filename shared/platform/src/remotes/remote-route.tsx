import { PageMain, useHydrated } from '@storefront/ui';
import { type PageHandle, type RemoteName } from '@storefront/contract';
import { Suspense, use, type ComponentType } from 'react';
import { isRouteErrorResponse, useLoaderData, useLocation, useNavigate, useRouteError, type RouteObject } from 'react-router-dom';
import { refusalOf } from './contract-compatibility';
import { forgetRemote, loadRemoteModule } from './load-remote-module';
import { FormNotSent, RemoteFailure } from './remote-boundary';
import { actOnRemotePage, loadedRouteAt, loadRemotePage, loadRemotePageOnServer, rendersInBrowser, routeIn, shouldLoadAgain } from './remote-page-loading';

/**
 * The id of the host's route for a page of a remote: the key of the page's data in the router's
 * state (and in the data a server-rendered page hands to the browser).
 */
export const remoteRouteId = (remote: RemoteName, path: string) => `${remote}:${path}`;

export function PagePlaceholder() {
  return (
    <PageMain aria-busy="true">
      <p role="status">Loading...</p>
    </PageMain>
  );
}

/** The remote's route at `path`, suspending until its routes are in (a page's loader has loaded them already). */
const useRemoteRoute = (remote: RemoteName, path: string) => routeIn(use(loadRemoteModule(remote, './routes')), remote, path);

function OwnPlaceholder({ remote, path }: { remote: RemoteName; path: string }) {
  const Placeholder = useRemoteRoute(remote, path).HydrateFallback;
  return Placeholder ? <Placeholder /> : <PagePlaceholder />;
}

/**
 * What shows while a page's first load runs: the page's own loading state (its route's
 * HydrateFallback: the menu's "Loading meals...") once its remote's routes are in, a plain one
 * before. A page the server left to the browser shows the plain one there and while the browser
 * hydrates it, so both render the same.
 */
function RemotePagePlaceholder({ remote, path }: { remote: RemoteName; path: string }) {
  if (!useHydrated()) return <PagePlaceholder />;
  return (
    <Suspense fallback={<PagePlaceholder />}>
      <OwnPlaceholder remote={remote} path={path} />
    </Suspense>
  );
}

/** The routes whose page the server rendered as its placeholder, leaving it to this browser. */
const leftToBrowserByServer = new Set<string>();

/** Called with what the server handed over, before hydrating (its placeholder must hydrate as such). */
export function rememberPagesLeftToBrowser(routeIds: readonly string[]): void {
  for (const id of routeIds) leftToBrowserByServer.add(id);
}

function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const data = useLoaderData();
  const hydrated = useHydrated();
  // A page the server left to the browser: its placeholder there, and here while hydrating (the
  // router may have run its loader already); the page itself right after.
  if (rendersInBrowser(data) || (!hydrated && leftToBrowserByServer.has(remoteRouteId(remote, path)))) {
    return <RemotePagePlaceholder remote={remote} path={path} />;
  }
  return <RemotePageElement remote={remote} path={path} />;
}

/**
 * No Suspense boundary of its own: the layout's, around every page, is the page's. A boundary here
 * would hydrate in a pass after the layout's (React hydrates each boundary after its parent), and
 * the layout's mark that the page has hydrated would come before the page had.
 */
function RemotePageElement({ remote, path }: { remote: RemoteName; path: string }) {
  return useRemoteRoute(remote, path).element;
}

/**
 * Opens the address on screen again, where it is and with its state: the router runs its loaders
 * anew (and asks remotes it does not know for their pages), and the new location clears the error
 * it holds. What Retry does once the failed remotes are forgotten.
 */
export function useOpenAgain(): () => void {
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  return () => void navigate({ pathname, search, hash }, { replace: true, state, preventScrollReset: true });
}

/**
 * Retry opens the same address again: the router runs the page's loader anew (the remote's load
 * forgotten first), and the new location clears the error it holds even when the second attempt
 * answers at once.
 */
function RemotePageError({ remote, NotFound }: { remote: RemoteName; NotFound: ComponentType }) {
  const openAgain = useOpenAgain();
  const { pathname, search } = useLocation();
  const error = useRouteError();
  // The page's loader found nothing at this address (a meal or post that does not exist).
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // A form sent to a page that takes none on the server (the page's app sends it, and was not in yet).
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

/**
 * The host's route for a page a remote lists in its `./routes` (page-routes.ts): its data and
 * code come from the remote at run time, so the remote changes a page's reads in its own release.
 * `NotFound` is what shows when the page's loader finds nothing at the address; `serverBudgetMs`
 * makes it the route of a server, which gives the page that long (loadRemotePageOnServer).
 */
export function remotePageRoute(
  remote: RemoteName,
  path: string,
  NotFound: ComponentType,
  { serverBudgetMs }: { serverBudgetMs?: number } = {},
): RouteObject {
  // What the remote's route says of its page, asked once its routes are in (they are before it renders).
  const handle: PageHandle = {
    meta: (data, params) => {
      try {
        return loadedRouteAt(remote, path)?.handle?.meta?.(data, params) ?? null;
      } catch {
        // A broken remote's page has the site's metadata; its failure shows in its own area.
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
