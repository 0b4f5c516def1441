import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, createHostRouter } from './app';
import { forgetRemote } from '@storefront/platform/remotes/load-remote-module';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

const remoteModules: Record<string, unknown> = {
  'careers/routes': { default: [{ path: '/careers', element: <h1>Join Our Team</h1> }] },
  'shop/routes': { default: [{ path: '/menu', element: <h1>Our Menu</h1> }] },
  'account/routes': { default: [] },
  'content/routes': { default: [] },
  'content/FooterContent': { default: () => <p>Footer links</p> },
};

async function openAt(path: string) {
  window.history.pushState({}, '', path);
  await act(async () => {
    render(<App router={createHostRouter()} />);
  });
}

const routeLoads = () => loadRemoteMock.mock.calls.map(([id]) => id).filter((id) => id.endsWith('/routes'));

// The tests run in order on one page's knowledge of the remotes' pages (page-routes.ts), which the first one starts without.
describe('App', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset();
    loadRemoteMock.mockImplementation(async (id: string) => remoteModules[id] ?? null);
  });

  it("knowing no remote's pages (the app shell), asks each for its own; one that cannot answer leaves the address unavailable until Retry", async () => {
    loadRemoteMock.mockImplementation(async (id: string) => {
      if (id === 'shop/routes') throw new Error('the shop is down');
      return remoteModules[id] ?? null;
    });
    const user = userEvent.setup();
    await openAt('/menu');
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load this page right now.");
    expect([...new Set(routeLoads())].sort()).toEqual(['account/routes', 'careers/routes', 'content/routes', 'shop/routes']);

    loadRemoteMock.mockImplementation(async (id: string) => remoteModules[id] ?? null);
    await act(() => user.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Menu' })).toBeInTheDocument();
  });

  it('shows the not-found page for an address of no page of any remote', async () => {
    await openAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(routeLoads()).toEqual([]);
  });

  it('opens a page of a known remote, its footer beside it', async () => {
    await openAt('/careers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Our Team' })).toBeInTheDocument();
    expect(await screen.findByText('Footer links')).toBeInTheDocument();
  });

  it('keeps the open page while the remote of the next one loads, header links included', async () => {
    forgetRemote('shop');
    let finishShop: (module: unknown) => void = () => {};
    loadRemoteMock.mockImplementation(async (id: string) =>
      id === 'shop/routes' ? new Promise((resolve) => (finishShop = resolve)) : (remoteModules[id] ?? null),
    );
    const user = userEvent.setup();
    await openAt('/careers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Our Team' })).toBeInTheDocument();

    const [menuLink] = screen.getAllByRole('link', { name: 'Menu' });
    if (!menuLink) throw new Error('no Menu link');
    await act(() => user.click(menuLink));
    expect(screen.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();

    await act(async () => finishShop(remoteModules['shop/routes']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Menu' })).toBeInTheDocument();
  });
});
