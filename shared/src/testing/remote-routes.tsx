import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteName } from '../schemas/runtime-config';
import { remoteRoutePaths, type RemoteRoutes } from '../routes/route-table';
import { SlotProvider } from '../slots/slot';
import { fakeApi, setTestSession } from './fake-api';
import { renderWithProviders } from './render';

/** A concrete URL for a route pattern. */
const urlOf = (path: string) => path.replace(/:\w+/g, 'sample');

/**
 * The checks every remote's `./routes` passes: it answers exactly the contract's paths for that
 * remote, and each page renders its heading (slots show a stand-in). Pages listed in
 * `signedInPaths` need a session and are rendered with one; their calls get 404s from a fake API.
 */
export function describeRemoteRoutes(
  remote: RemoteName,
  routes: RemoteRoutes,
  { signedInPaths = [] }: { signedInPaths?: readonly string[] } = {},
): void {
  describe(`the ${remote} remote routes`, () => {
    it(`answers exactly the paths the contract gives the ${remote} remote`, () => {
      expect(routes.map((route) => route.path)).toEqual([...remoteRoutePaths[remote]]);
    });

    it.each(routes.map((route) => [route.path ?? '', route] as const))('renders a page heading at %s', async (path, route) => {
      const store = createStore();
      if (signedInPaths.includes(path)) {
        fakeApi({});
        setTestSession(store);
      }
      await act(async () => {
        renderWithProviders(
          <SlotProvider render={(name) => <div>slot {name}</div>}>
            <Suspense fallback={null}>
              <Routes>
                <Route path={path} element={route.element} />
              </Routes>
            </Suspense>
          </SlotProvider>,
          { route: urlOf(path), store },
        );
      });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    });
  });
}
