import { openPage, type RemoteName, type RemoteRoute, type RemoteRoutes, type RemoteRoutesModule } from '@storefront/contract';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { forgetRemote, loadedRemoteModule, loadRemoteModule } from './load-remote-module';
import { knowRoutes } from './page-routes';
import { withDeadline } from './with-deadline';

function routesIn(module: unknown, remote: RemoteName): RemoteRoutes {
  const routes = (module as Partial<RemoteRoutesModule> | null)?.default;
  if (!Array.isArray(routes)) throw new Error(`The ${remote} remote's ./routes exports no list of routes`);
  return routes;
}

/** The route at `path` of a remote's loaded `./routes` module. */
export function routeIn(module: unknown, remote: RemoteName, path: string): RemoteRoute {
  const route = routesIn(module, remote).find((candidate) => candidate.path === path);
  if (!route) throw new Error(`The ${remote} remote has no route ${path}`);
  return route;
}

/** Every route of `remote`, from its `./routes` (loaded once, see loadRemoteModule). */
export async function remoteRoutesOf(remote: RemoteName): Promise<RemoteRoutes> {
  return routesIn(await loadRemoteModule(remote, './routes'), remote);
}

/** Loads `remote`'s routes and learns the paths of its pages (page-routes.ts); answers the routes, or fails as the load does. */
export async function discoverRoutes(remote: RemoteName): Promise<RemoteRoutes> {
  const routes = await remoteRoutesOf(remote);
  knowRoutes({ [remote]: routes.flatMap((route) => (typeof route.path === 'string' ? [route.path] : [])) });
  return routes;
}

/** The route of `remote` at `path`, from its `./routes` (loaded once, see loadRemoteModule). */
export async function remoteRouteAt(remote: RemoteName, path: string): Promise<RemoteRoute> {
  return routeIn(await loadRemoteModule(remote, './routes'), remote, path);
}

/** The route of `remote` at `path` if its remote's routes are in; loads nothing. */
export function loadedRouteAt(remote: RemoteName, path: string): RemoteRoute | undefined {
  const module = loadedRemoteModule(remote, './routes');
  return module ? routeIn(module, remote, path) : undefined;
}

/**
 * Runs before the page renders, on a first visit and on every navigation to it: loads the
 * remote's routes, then the page's code and the reads the page declares (its route's `loader`)
 * side by side. The page then renders at once with its data (`useLoaderData`); meanwhile the
 * router keeps the open page on screen. A remote that fails throws, and the route's error element
 * shows Retry.
 */
export async function loadRemotePage(remote: RemoteName, path: string, args: LoaderFunctionArgs): Promise<unknown> {
  return openPage(await remoteRouteAt(remote, path), args);
}

/**
 * A form sent to a remote's page: its route's `action` answers it, in the browser (React Router's
 * `<Form>` and `useFetcher`) as on the server (a form sent before the app is in, or with scripts
 * off). A page that takes no form answers 405.
 */
export async function actOnRemotePage(remote: RemoteName, path: string, args: ActionFunctionArgs): Promise<unknown> {
  const route = await remoteRouteAt(remote, path);
  if (typeof route.action !== 'function') throw data(`${path} takes no form`, { status: 405 });
  return route.action(args);
}

/**
 * What a page's loader answers on the server for a page the browser is to render: one that shows
 * what only the browser knows, or whose remote failed or was late there. The page renders its
 * placeholder inside the server's layout, and the browser runs the loader itself.
 */
export const RENDER_IN_BROWSER = { renderIn: 'browser' } as const;

export const rendersInBrowser = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { renderIn?: unknown }).renderIn === RENDER_IN_BROWSER.renderIn;

/** After a remote failed on the server, how long before a page tries it again (the browser renders its pages meanwhile). */
export const SERVER_RETRY_AFTER_MS = 10_000;

/**
 * The page's loader on the server: as in the browser, but within `budgetMs` for the remote's code
 * and the page's reads together, and never failing the page. What the server cannot render in
 * time, or at all, the browser renders (RENDER_IN_BROWSER); a late load goes on, so the next page
 * finds it in. Only the page's own answers pass through (a 404 thrown with `data()`).
 */
export async function loadRemotePageOnServer(remote: RemoteName, path: string, args: LoaderFunctionArgs, budgetMs: number): Promise<unknown> {
  const opened = (async () => {
    const route = await remoteRouteAt(remote, path);
    if (route.handle?.clientOnly) {
      // The page reads in the browser, but its loader may refuse here an address no page has (a
      // malformed id, thrown as a 404 with `data()`), so the server answers it as such.
      if (typeof route.loader === 'function') await route.loader(args);
      return { data: RENDER_IN_BROWSER };
    }
    return { data: await openPage(route, args) };
  })();
  try {
    const answer = await withDeadline(opened, budgetMs);
    return answer ? answer.data : RENDER_IN_BROWSER;
  } catch (error) {
    // What a loader throws on purpose is an answer (React Router's `data()` or a Response), not an Error.
    if (!(error instanceof Error)) throw error;
    console.error(`The server left ${path} of the ${remote} remote to the browser:`, error.message);
    // A remote that failed stays failed in its load cache (the browser's Retry forgets it); here it is tried again a little later.
    setTimeout(() => forgetRemote(remote), SERVER_RETRY_AFTER_MS).unref?.();
    return RENDER_IN_BROWSER;
  }
}

/**
 * Whether the router runs the loader again on a navigation that keeps this page (a new search, say):
 * as the remote's route says, by default when it declares reads; a page that declares none has
 * nothing to read again.
 */
export function shouldLoadAgain(remote: RemoteName, path: string, args: ShouldRevalidateFunctionArgs): boolean {
  const route = loadedRouteAt(remote, path);
  if (!route) return args.defaultShouldRevalidate;
  if (route.shouldRevalidate) return route.shouldRevalidate(args);
  return typeof route.loader === 'function' ? args.defaultShouldRevalidate : false;
}
