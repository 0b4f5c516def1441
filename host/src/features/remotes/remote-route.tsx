import { PageMain } from '@storefront/ui';
import { openPage, type PageHandle, type RemoteName, type RemoteRoute, type RemoteRoutesModule } from '@storefront/contract';
import { Suspense, use, type ComponentType } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { loadedRemoteModule, loadRemoteModule, forgetRemote } from './load-remote-module';
import { RemoteFailure } from './remote-boundary';

function routeIn(module: unknown, remote: RemoteName, path: string): RemoteRoute {
  const route = (module as RemoteRoutesModule).default.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`The ${remote} remote has no route ${path}`);
  return route;
}

/** The route of `remote` at `path`, from its `./routes` (loaded once, see loadRemoteModule). */
export async function remoteRouteAt(remote: RemoteName, path: string): Promise<RemoteRoute> {
  return routeIn(await loadRemoteModule(remote, './routes'), remote, path);
}

/**
 * The id of the host's route for a page of a remote: the key of the page's data in the router's
 * state (and in the data a server-rendered page hands to the browser).
 */
export const remoteRouteId = (remote: RemoteName, path: string) => `${remote}:${path}`;

/**
 * Runs before the page renders, on a first visit and on every navigation to it: loads the
 * remote's routes, then the page's code and the reads the page declares (its route's `loader`)
 * side by side. The page then renders at once with its data (`useLoaderData`); meanwhile the
 * router keeps the open page on screen. A remote that fails throws, and the route's error element
 * shows Retry.
 */
async function loadRemotePage(remote: RemoteName, path: string, args: LoaderFunctionArgs): Promise<unknown> {
  return openPage(await remoteRouteAt(remote, path), args);
}

/** The route of `remote` at `path` if its remote's routes are in; loads nothing. */
function loadedRouteAt(remote: RemoteName, path: string): RemoteRoute | undefined {
  const module = loadedRemoteModule(remote, './routes');
  return module ? routeIn(module, remote, path) : undefined;
}

/**
 * Whether the router runs the loader again on a navigation that keeps this page (a new search, say):
 * as the remote's route says, by default when it declares reads; a page that declares none has
 * nothing to read again.
 */
function shouldLoadAgain(remote: RemoteName, path: string, args: ShouldRevalidateFunctionArgs): boolean {
  const route = loadedRouteAt(remote, path);
  if (!route) return args.defaultShouldRevalidate;
  if (route.shouldRevalidate) return route.shouldRevalidate(args);
  return typeof route.loader === 'function' ? args.defaultShouldRevalidate : false;
}

function PagePlaceholder() {
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

/**
 * What shows while a page's first load runs: the page's own loading state (its route's
 * HydrateFallback: the menu's "Loading meals...") once its remote's routes are in, a plain one
 * before.
 */
function RemotePagePlaceholder({ remote, path }: { remote: RemoteName; path: string }) {
  return (
    <Suspense fallback={<PagePlaceholder />}>
      <OwnPlaceholder remote={remote} path={path} />
    </Suspense>
  );
}

function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  // Loaded by the route's loader before this renders, so `use` answers at once.
  const route = routeIn(use(loadRemoteModule(remote, './routes')), remote, path);
  return <Suspense fallback={<PagePlaceholder />}>{route.element}</Suspense>;
}

/**
 * Retry opens the same address again: the router runs the page's loader anew (the remote's load
 * forgotten first), and the new location clears the error it holds even when the second attempt
 * answers at once.
 */
function RemotePageError({ remote, NotFound }: { remote: RemoteName; NotFound: ComponentType }) {
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const error = useRouteError();
  // The page's loader found nothing at this address (a meal or post that does not exist).
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <RemoteFailure
      remote={remote}
      what="this page"
      as="main"
      onRetry={() => {
        forgetRemote(remote);
        void navigate({ pathname, search, hash }, { replace: true, state, preventScrollReset: true });
      }}
    />
  );
}

/**
 * The host's route for a page a remote owns (the contract's route table says which): its data and
 * code come from the remote at run time, so the remote changes a page's reads in its own release.
 * `NotFound` is what shows when the page's loader finds nothing at the address.
 */
export function remotePageRoute(remote: RemoteName, path: string, NotFound: ComponentType): RouteObject {
  // What the remote's route says of its page, asked once its routes are in (they are before it renders).
  const handle: PageHandle = {
    meta: (data, params) => loadedRouteAt(remote, path)?.handle?.meta?.(data, params) ?? null,
    get clientOnly() {
      return loadedRouteAt(remote, path)?.handle?.clientOnly ?? false;
    },
  };
  return {
    id: remoteRouteId(remote, path),
    path,
    handle,
    loader: (args) => loadRemotePage(remote, path, args),
    shouldRevalidate: (args) => shouldLoadAgain(remote, path, args),
    element: <RemotePage remote={remote} path={path} />,
    errorElement: <RemotePageError remote={remote} NotFound={NotFound} />,
    HydrateFallback: () => <RemotePagePlaceholder remote={remote} path={path} />,
  };
}
