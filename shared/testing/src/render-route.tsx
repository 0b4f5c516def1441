import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { openPage, SlotProvider, type RemoteRoute, type RemoteRoutes } from '@storefront/contract';
import type { TestStore } from './render';

/**
 * Renders a remote's route at `url` in a data router, as the host runs it: the route's loader and
 * its page's code side by side (and its action for the forms the page sends), its HydrateFallback meanwhile, then the page with what the loader
 * read. Slots show a stand-in naming them.
 */
export function renderRoute(
  route: RemoteRoute,
  url: string,
  { store = createStore(), around = (page) => page }: { store?: TestStore; around?: (page: ReactNode) => ReactNode } = {},
): RenderResult & { store: TestStore; user: ReturnType<typeof userEvent.setup>; router: ReturnType<typeof createMemoryRouter> } {
  const { element, HydrateFallback, shouldRevalidate, path, action } = route;
  const router = createMemoryRouter(
    [
      {
        path,
        loader: (args) => openPage(route, args),
        action,
        shouldRevalidate,
        HydrateFallback: HydrateFallback ?? (() => null),
        element: <Suspense fallback={null}>{element}</Suspense>,
      },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <SlotProvider render={(name) => <div>slot {name}</div>}>{around(<RouterProvider router={router} />)}</SlotProvider>
    </Provider>,
  );
  return { ...result, store, user, router };
}

/** The route at `path` of a remote's `routes`. */
export function routeAt(routes: RemoteRoutes, path: string): RemoteRoute {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
}

/** renderRoute for the route at `path` of `routes`, inside act: answers once the first render is in. */
export async function openRoute(routes: RemoteRoutes, path: string, url: string = path, options?: Parameters<typeof renderRoute>[2]) {
  let rendered: ReturnType<typeof renderRoute> | undefined;
  await act(async () => {
    rendered = renderRoute(routeAt(routes, path), url, options);
  });
  if (!rendered) throw new Error('not rendered');
  return rendered;
}
