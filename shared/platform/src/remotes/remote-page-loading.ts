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

export function routeIn(module: unknown, remote: RemoteName, path: string): RemoteRoute {
  const route = routesIn(module, remote).find((candidate) => candidate.path === path);
  if (!route) throw new Error(`The ${remote} remote has no route ${path}`);
  return route;
}

export async function remoteRoutesOf(remote: RemoteName): Promise<RemoteRoutes> {
  return routesIn(await loadRemoteModule(remote, './routes'), remote);
}

/** Loads `remote`'s routes and learns the paths of its pages (page-routes.ts). */
export async function discoverRoutes(remote: RemoteName): Promise<RemoteRoutes> {
  const routes = await remoteRoutesOf(remote);
  knowRoutes({ [remote]: routes.flatMap((route) => (typeof route.path === 'string' ? [route.path] : [])) });
  return routes;
}

export async function remoteRouteAt(remote: RemoteName, path: string): Promise<RemoteRoute> {
  return routeIn(await loadRemoteModule(remote, './routes'), remote, path);
}

export function loadedRouteAt(remote: RemoteName, path: string): RemoteRoute | undefined {
  const module = loadedRemoteModule(remote, './routes');
  return module ? routeIn(module, remote, path) : undefined;
}

/** The page's loader in the browser: the remote's routes, then the page's code and reads side by side. */
export async function loadRemotePage(remote: RemoteName, path: string, args: LoaderFunctionArgs): Promise<unknown> {
  return openPage(await remoteRouteAt(remote, path), args);
}

/** A form sent to a remote's page, in the browser or on the server; a page that takes none answers 405. */
export async function actOnRemotePage(remote: RemoteName, path: string, args: ActionFunctionArgs): Promise<unknown> {
  const route = await remoteRouteAt(remote, path);
  if (typeof route.action !== 'function') throw data(`${path} takes no form`, { status: 405 });
  return route.action(args);
}

/** The server's answer for a page left to the browser (it shows what only the browser knows, or its remote failed or was late). */
export const RENDER_IN_BROWSER = { renderIn: 'browser' } as const;

export const rendersInBrowser = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { renderIn?: unknown }).renderIn === RENDER_IN_BROWSER.renderIn;

/** How long the server leaves a failed remote's pages to the browser before trying it again. */
export const SERVER_RETRY_AFTER_MS = 10_000;

/** Within `budgetMs` for code and reads, never failing the page (a late load goes on for the next); only its own answers pass. */
export async function loadRemotePageOnServer(remote: RemoteName, path: string, args: LoaderFunctionArgs, budgetMs: number): Promise<unknown> {
  const opened = (async () => {
    const route = await remoteRouteAt(remote, path);
    if (route.handle?.clientOnly) {
      // Its loader may still refuse an address no page has (a 404 with `data()`).
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
    setTimeout(() => forgetRemote(remote), SERVER_RETRY_AFTER_MS).unref?.();
    return RENDER_IN_BROWSER;
  }
}

/** As the remote's route says; a page that declares no reads has nothing to read again. */
export function shouldLoadAgain(remote: RemoteName, path: string, args: ShouldRevalidateFunctionArgs): boolean {
  const route = loadedRouteAt(remote, path);
  if (!route) return args.defaultShouldRevalidate;
  if (route.shouldRevalidate) return route.shouldRevalidate(args);
  return typeof route.loader === 'function' ? args.defaultShouldRevalidate : false;
}
