import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import { rendersInBrowser } from '../src/remotes/remote-page-loading';

/** In React Router's own form. */
interface RouterHydrationData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}

/** As React Router's `__staticRouterHydrationData`: a 404 keeps its status, any other error only its message. */
function serializedErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error) ? { ...error, __type: 'RouteErrorResponse' } : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
    ]),
  );
}

/** A page the server left to the browser has none, so the browser's router runs its loader. */
export function routerHydrationData(context: Pick<StaticHandlerContext, 'loaderData' | 'actionData' | 'errors'>): RouterHydrationData {
  const loaderData = Object.fromEntries(Object.entries(context.loaderData).filter(([, data]) => !rendersInBrowser(data)));
  return { loaderData, actionData: context.actionData, errors: serializedErrors(context.errors) };
}

/** They hydrate as the placeholder the server sent. */
export function routesLeftToBrowser(context: Pick<StaticHandlerContext, 'loaderData'>): string[] {
  return Object.entries(context.loaderData)
    .filter(([, data]) => rendersInBrowser(data))
    .map(([id]) => id);
}
