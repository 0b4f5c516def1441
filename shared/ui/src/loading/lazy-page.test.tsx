import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage, pageRoute } from './lazy-page';
import { trackedPromise } from './tracked-promise';

const MenuPage = () => <h1>Menu</h1>;

describe('lazyPage', () => {
  it('shows the page in its first render once it was loaded ahead, without the placeholder', async () => {
    const load = jest.fn(async () => ({ default: MenuPage }));
    const Page = lazyPage(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on first render when nobody loaded it ahead, showing the placeholder meanwhile', async () => {
    const Page = lazyPage(async () => ({ default: MenuPage }));
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading...</p>}>
          <Page />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
  });

  it('makes the route of a page with its preload', () => {
    const Page = lazyPage(async () => ({ default: MenuPage }));
    expect(pageRoute('/menu', Page)).toEqual({ path: '/menu', element: <Page />, preload: Page.preload });
  });
});

describe('trackedPromise', () => {
  it('marks the outcome where React reads it', async () => {
    const fulfilled = trackedPromise(Promise.resolve('nshima'));
    await fulfilled;
    expect(fulfilled).toMatchObject({ status: 'fulfilled', value: 'nshima' });
    const failure = new Error('down');
    const rejected = trackedPromise(Promise.reject(failure));
    await rejected.catch(() => undefined);
    expect(rejected).toMatchObject({ status: 'rejected', reason: failure });
  });
});

describe('lazyPage loading', () => {
  it('tries a failed chunk again before giving up', async () => {
    const load = jest
      .fn<Promise<{ default: typeof MenuPage }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ default: MenuPage });
    const Page = lazyPage(load);
    await expect(Page.preload()).resolves.toEqual({ default: MenuPage });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
