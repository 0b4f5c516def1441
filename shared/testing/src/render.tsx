import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

export type TestStore = ReturnType<typeof createStore>;

/**
 * The one render helper of every package's tests: a fresh jotai store, a data router at `route`
 * (as the host's: `ui` on every address, so its own `<Routes>` choose), and a user-event instance.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', store = createStore() }: { route?: string; store?: TestStore } = {},
): RenderResult & { store: TestStore; user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] })} />
    </Provider>,
  );
  return { ...result, store, user };
}
