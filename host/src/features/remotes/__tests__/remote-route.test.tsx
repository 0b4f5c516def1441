import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@storefront/testing';
import { act, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { forgetRemote } from '../load-remote-module';
import { RemoteRoute } from '../remote-route';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

const shopRoutes = {
  default: [
    { path: '/menu', element: <h1>Menu page</h1> },
    { path: '/food/:id', element: <h1>Food page</h1> },
  ],
};

/** Rendered inside act, so the suspended route's promise settles where React can see it. */
async function renderAt(route: string, path: string) {
  let rendered: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    rendered = renderWithProviders(
      <Routes>
        <Route path={path} element={<RemoteRoute remote="shop" path={path} />} />
      </Routes>,
      { route },
    );
  });
  if (!rendered) throw new Error('not rendered');
  return rendered;
}

describe('RemoteRoute', () => {
  beforeEach(() => {
    forgetRemote('shop');
    loadRemoteMock.mockReset();
  });

  it("renders the page the remote's routes give for the path", async () => {
    loadRemoteMock.mockResolvedValue(shopRoutes);
    await renderAt('/food/abc', '/food/:id');
    expect(await screen.findByRole('heading', { name: 'Food page' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('shop/routes');
  });

  it('retries a failing remote, then shows Retry, which loads it again', async () => {
    loadRemoteMock.mockRejectedValue(new Error('manifest unreachable'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderAt('/menu', '/menu');
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 4000 })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);

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
    await renderAt('/menu', '/menu');
    expect(await screen.findByRole('alert')).toHaveTextContent("couldn't load this page");
  });

  it('keeps the open page on screen while the next remote loads, with no placeholder in between', async () => {
    let finishCareers: (module: unknown) => void = () => {};
    loadRemoteMock.mockImplementation((id: string) =>
      id === 'careers/routes'
        ? new Promise((resolve) => (finishCareers = resolve))
        : Promise.resolve({ default: [{ path: '/menu', element: <h1>Menu page</h1> }] }),
    );
    forgetRemote('careers');
    let rendered: ReturnType<typeof renderWithProviders> | undefined;
    await act(async () => {
      rendered = renderWithProviders(
        <>
          <Link to="/careers">Careers</Link>
          <Routes>
            <Route path="/menu" element={<RemoteRoute remote="shop" path="/menu" />} />
            <Route path="/careers" element={<RemoteRoute remote="careers" path="/careers" />} />
          </Routes>
        </>,
        { route: '/menu' },
      );
    });
    expect(await screen.findByRole('heading', { name: 'Menu page' })).toBeInTheDocument();

    await act(() => rendered?.user.click(screen.getByRole('link', { name: 'Careers' })));
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
    forgetRemote('careers');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let rendered: ReturnType<typeof renderWithProviders> | undefined;
    await act(async () => {
      rendered = renderWithProviders(
        <>
          <Link to="/careers">Careers</Link>
          <Routes>
            <Route path="/menu" element={<RemoteRoute remote="shop" path="/menu" />} />
            <Route path="/careers" element={<RemoteRoute remote="careers" path="/careers" />} />
          </Routes>
        </>,
        { route: '/menu' },
      );
    });
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 4000 })).toBeInTheDocument();

    await act(() => rendered?.user.click(screen.getByRole('link', { name: 'Careers' })));
    expect(await screen.findByRole('heading', { name: 'Join Our Team' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
