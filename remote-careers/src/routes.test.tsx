import { remoteRoutePaths, SlotProvider } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import routes from './routes';

/** A concrete URL for a route pattern. */
const urlOf = (path: string) => path.replace(/:\w+/g, 'sample');

describe('the careers remote routes', () => {
  it('answers exactly the paths the contract gives the careers remote', () => {
    expect(routes.map((route) => route.path)).toEqual([...remoteRoutePaths.careers]);
  });

  it.each(routes.map((route) => [route.path ?? '', route] as const))('renders a page heading at %s', async (path, route) => {
    await act(async () => {
      renderWithProviders(
        <SlotProvider render={(name) => <div>slot {name}</div>}>
          <Suspense fallback={null}>
            <Routes>
              <Route path={path} element={route.element} />
            </Routes>
          </Suspense>
        </SlotProvider>,
        { route: urlOf(path) },
      );
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
