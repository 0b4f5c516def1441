import { renderRoute } from '@storefront/testing';
import { act } from '@testing-library/react';
import routes from '../routes';

/**
 * Opens the content remote's page `path` at `url` as the host does (renderRoute): its loader and
 * its code side by side, its loading state meanwhile. Answers once the first render is in.
 */
export async function openPage(path: string, url: string = path, options?: Parameters<typeof renderRoute>[2]) {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  let rendered: ReturnType<typeof renderRoute> | undefined;
  await act(async () => {
    rendered = renderRoute(route, url, options);
  });
  if (!rendered) throw new Error('not rendered');
  return rendered;
}

/** The route of the content remote at `path`. */
export function routeAt(path: string) {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
}
