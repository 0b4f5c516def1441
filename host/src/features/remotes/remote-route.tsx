import { PageMain } from '@storefront/ui';
import { type RemoteName, type RemoteRoute, type RemoteRoutesModule } from '@storefront/contract';
import { Suspense, use } from 'react';
import { useLocation, useNavigate, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
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
  const route = await remoteRouteAt(remote, path);
  const [data] = await Promise.all([typeof route.loader === 'function' ? route.loader(args) : null, route.preload?.()]);
  return data ?? null;
}

/**
 * Whether the router runs the loader again on a navigation that keeps this page (a new search, say):
 * as the remote's route says, by default when it declares reads; a page that declares none has
 * nothing to read again.
 */
function shouldLoadAgain(remote: RemoteName, path: string, args: ShouldRevalidateFunctionArgs): boolean {
  const module = loadedRemoteModule(remote, './routes');
  if (!module) return args.defaultShouldRevalidate;
  const route = routeIn(module, remote, path);
  if (route.shouldRevalidate) return route.shouldRevalidate(args);
  return typeof route.loader === 'function' ? args.defaultShouldRevalidate : false;
}

export function PagePlaceholder() {
  return (
    <PageMain aria-busy="true">
      <p role="status">Loading...</p>
    </PageMain>
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
function RemotePageError({ remote }: { remote: RemoteName }) {
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
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
 */
export function remotePageRoute(remote: RemoteName, path: string): RouteObject {
  return {
    id: remoteRouteId(remote, path),
    path,
    loader: (args) => loadRemotePage(remote, path, args),
    shouldRevalidate: (args) => shouldLoadAgain(remote, path, args),
    element: <RemotePage remote={remote} path={path} />,
    errorElement: <RemotePageError remote={remote} />,
    HydrateFallback: PagePlaceholder,
  };
}
