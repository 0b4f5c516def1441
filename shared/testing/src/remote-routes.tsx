import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import type { RemoteName } from '@storefront/contract';
import { routeChunkName, type RemoteRoutes } from '@storefront/contract';
import { fakeApi, setTestSession } from './fake-api';
import { renderRoute } from './render-route';

/** A concrete URL for a route pattern: each id a uuid, as the storefront's own are (a page may refuse a malformed one). */
const urlOf = (path: string) => path.replace(/:\w+/g, '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d');

/**
 * The chunk name each route's page is imported under in the source of a `./routes` module
 * (`pageRoute('/menu', MenuPage)` and `const MenuPage = lazyPage(() => import(/* webpackChunkName: "route-menu" *\/ ...`).
 */
export function pageChunkNames(source: string): Record<string, string | undefined> {
  const chunkOf = new Map<string, string>();
  for (const [, component, name] of source.matchAll(/const (\w+) = lazyPage\(\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//g)) {
    if (component && name) chunkOf.set(component, name);
  }
  const names: Record<string, string | undefined> = {};
  for (const [, path, component] of source.matchAll(/pageRoute\('([^']+)', (\w+)\)/g)) {
    if (path && component) names[path] = chunkOf.get(component);
  }
  return names;
}

/** Every one of `routes` imports its page under the chunk name routeChunkName gives it (`routesSource`: their module's source). */
export function expectPageChunksNamedForRoutes(routes: RemoteRoutes, routesSource: string): void {
  const expected = Object.fromEntries(routes.map((route) => [route.path, routeChunkName(route.path ?? '')]));
  expect(pageChunkNames(routesSource)).toEqual(expected);
}

/**
 * The checks every remote's `./routes` passes: it answers exactly `paths` (the pages the
 * specification gives the remote; the host learns them from the module itself), each page's
 * chunk is named for its route so the host's server can preload it (`routesSource`: the module's
 * source text), and each page renders its heading (slots show a stand-in). Pages listed in
 * `signedInPaths` need a session and are rendered with one; their calls get 404s from a fake API.
 */
export function describeRemoteRoutes(
  remote: RemoteName,
  routes: RemoteRoutes,
  { paths, routesSource, signedInPaths = [] }: { paths: readonly string[]; routesSource: string; signedInPaths?: readonly string[] },
): void {
  describe(`the ${remote} remote routes`, () => {
    it(`answers the ${remote} remote's pages, each at a path of its own`, () => {
      expect(routes.map((route) => route.path)).toEqual([...paths]);
    });

    it("names each page's chunk for its route", () => {
      expectPageChunksNamedForRoutes(routes, routesSource);
    });

    it.each(routes.map((route) => [route.path ?? '', route] as const))('renders a page heading at %s', async (path, route) => {
      const store = createStore();
      if (signedInPaths.includes(path)) {
        fakeApi({});
        setTestSession(store);
      }
      await act(async () => {
        renderRoute(route, urlOf(path), { store });
      });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    });
  });
}
