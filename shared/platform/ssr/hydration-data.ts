import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import { rendersInBrowser } from '../src/remotes/remote-page-loading';

/** What a router in the browser starts from: the data of the server's render, in React Router's own form. */
export interface RouterHydrationData {
  loaderData: Record<string, unknown>;
  /** What a route's action answered the form sent to the page (a POST), as the page shows it. */
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}

/**
 * The errors of a render as React Router's browser router reads them back (its
 * `__staticRouterHydrationData` form): an answer such as a 404 keeps its status, any other error only
 * its message.
 */
function serializedErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error) ? { ...error, __type: 'RouteErrorResponse' } : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
    ]),
  );
}

/**
 * The data the browser's router hydrates from. A page the server left to the browser has none, so
 * the browser's router runs its loader.
 */
export function routerHydrationData(context: Pick<StaticHandlerContext, 'loaderData' | 'actionData' | 'errors'>): RouterHydrationData {
  const loaderData = Object.fromEntries(Object.entries(context.loaderData).filter(([, data]) => !rendersInBrowser(data)));
  return { loaderData, actionData: context.actionData, errors: serializedErrors(context.errors) };
}

/** The routes whose page the server left to the browser: they hydrate as the placeholder the server sent. */
export function routesLeftToBrowser(context: Pick<StaticHandlerContext, 'loaderData'>): string[] {
  return Object.entries(context.loaderData)
    .filter(([, data]) => rendersInBrowser(data))
    .map(([id]) => id);
}
