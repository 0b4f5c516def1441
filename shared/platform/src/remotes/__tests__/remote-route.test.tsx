import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, data, Link, Outlet, RouterProvider, useLoaderData, useSearchParams } from 'react-router-dom';
import { forgetRemote } from '../load-remote-module';
import { remotePageRoute } from '../remote-route';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

const shopRoutes = {
  default: [
    { path: '/menu', element: <h1>Menu page</h1> },
    { path: '/food/:id', element: <h1>Food page</h1> },
  ],
};

function Layout() {
  return (
    <>
      <Link to="/careers">Careers</Link>
      <Link to="/menu?q=rice">Search rice</Link>
      <Outlet />
    </>
  );
}

function NotFound() {
  return <h1>Page not found</h1>;
}

/** The host's routes for a few pages, in a router at `url`, the way the host's layout holds them. */
async function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [remotePageRoute('shop', '/menu', NotFound), remotePageRoute('shop', '/food/:id', NotFound), remotePageRoute('careers', '/careers', NotFound)],
      },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  await act(async () => {
    render(
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
  });
  return { user, router };
}

describe('remotePageRoute', () => {
  beforeEach(() => {
    forgetRemote('shop');
    forgetRemote('careers');
    loadRemoteMock.mockReset();
  });

  it("renders the page the remote's routes give for the path", async () => {
    loadRemoteMock.mockResolvedValue(shopRoutes);
    await renderAt('/food/abc');
    expect(await screen.findByRole('heading', { name: 'Food page' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('shop/routes');
  });

  it("gives the page what its route's loader read, with the page's code loaded first", async () => {
    const preload = jest.fn(async () => undefined);
    function Meal() {
      const meal = useLoaderData<{ name: string }>();
      return <h1>{meal.name}</h1>;
    }
    loadRemoteMock.mockResolvedValue({
      default: [{ path: '/food/:id', loader: ({ params }: { params: { id?: string } }) => Promise.resolve({ name: `Meal ${params.id}` }), element: <Meal />, preload }],
    });
    await renderAt('/food/42');
    expect(await screen.findByRole('heading', { name: 'Meal 42' })).toBeInTheDocument();
    expect(preload).toHaveBeenCalled();
  });

  it("shows the page's own loading state while its reads come, once its remote's routes are in", async () => {
    let answer: (meal: { name: string }) => void = () => {};
    function Meal() {
      return <h1>{useLoaderData<{ name: string }>().name}</h1>;
    }
    loadRemoteMock.mockResolvedValue({
      default: [{ path: '/food/:id', loader: () => new Promise((resolve) => (answer = resolve)), element: <Meal />, HydrateFallback: () => <p role="status">Loading the meal</p> }],
    });
    await renderAt('/food/42');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the meal');
    await act(async () => answer({ name: 'Ifisashi' }));
    expect(await screen.findByRole('heading', { name: 'Ifisashi' })).toBeInTheDocument();
  });

  it('shows the not-found page when the loader finds nothing at the address', async () => {
    loadRemoteMock.mockResolvedValue({
      default: [
        {
          path: '/food/:id',
          loader: () => {
            throw data('No such meal', { status: 404 });
          },
          element: <h1>Food page</h1>,
        },
      ],
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderAt('/food/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says a form sent to a page that takes none was not sent, and links back to the page', async () => {
    loadRemoteMock.mockResolvedValue({ default: [{ path: '/careers', element: <h1>Careers page</h1> }] });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = await renderAt('/menu');
    const form = new FormData();
    form.set('email', 'mwila@example.com');
    await act(() => router.navigate('/careers?from=home', { formMethod: 'post', formData: form }));
    expect(await screen.findByRole('heading', { name: 'Your form was not sent' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the form' })).toHaveAttribute('href', '/careers?from=home');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('reads again on a new search only when the page declares reads', async () => {
    const loader = jest.fn(async () => ({ meals: 1 }));
    function Menu() {
      const [params] = useSearchParams();
      return <h1>Menu {params.get('q')}</h1>;
    }
    loadRemoteMock.mockResolvedValue({ default: [{ path: '/menu', loader, shouldRevalidate: () => false, element: <Menu /> }] });
    const { user } = await renderAt('/menu');
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    await act(() => user.click(screen.getByRole('link', { name: 'Search rice' })));
    expect(await screen.findByRole('heading', { name: 'Menu rice' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shows Retry for a remote that failed (the runtime has tried it again by then: retry-plugin.ts), which loads it again', async () => {
    loadRemoteMock.mockRejectedValue(new Error('manifest unreachable'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderAt('/menu');
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Sorry, we couldn't load this page right now.");
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);

    loadRemoteMock.mockResolvedValue(shopRoutes);
    await act(() => user.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Menu page' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote page throws while rendering', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    loadRemoteMock.mockResolvedValue({ default: [{ path: '/menu', element: <Broken /> }] });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderAt('/menu');
    expect(await screen.findByRole('alert')).toHaveTextContent("couldn't load this page");
  });

  it('keeps the open page on screen while the next remote loads, with no placeholder in between', async () => {
    let finishCareers: (module: unknown) => void = () => {};
    loadRemoteMock.mockImplementation((id: string) =>
      id === 'careers/routes' ? new Promise((resolve) => (finishCareers = resolve)) : Promise.resolve(shopRoutes),
    );
    const { user } = await renderAt('/menu');
    expect(await screen.findByRole('heading', { name: 'Menu page' })).toBeInTheDocument();

    await act(() => user.click(screen.getByRole('link', { name: 'Careers' })));
    expect(screen.getByRole('heading', { name: 'Menu page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(async () => finishCareers({ default: [{ path: '/careers', element: <h1>Join Our Team</h1> }] }));
    expect(await screen.findByRole('heading', { name: 'Join Our Team' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Menu page' })).not.toBeInTheDocument();
  });

  it("clears one page's failure when another page opens", async () => {
    loadRemoteMock.mockImplementation((id: string) =>
      id === 'shop/routes' ? Promise.reject(new Error('shop is down')) : Promise.resolve({ default: [{ path: '/careers', element: <h1>Join Our Team</h1> }] }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderAt('/menu');
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 4000 })).toBeInTheDocument();

    await act(() => user.click(screen.getByRole('link', { name: 'Careers' })));
    expect(await screen.findByRole('heading', { name: 'Join Our Team' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
