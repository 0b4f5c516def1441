import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, createHostRouter } from './app';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

const remoteModules: Record<string, unknown> = {
  'careers/routes': { default: [{ path: '/careers', element: <h1>Join Our Team</h1> }] },
  'content/FooterContent': { default: () => <p>Footer links</p> },
};

async function openAt(path: string) {
  window.history.pushState({}, '', path);
  await act(async () => {
    render(<App router={createHostRouter()} />);
  });
}

describe('App', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset();
    loadRemoteMock.mockImplementation(async (id: string) => remoteModules[id] ?? null);
  });

  it('shows the not-found page for an unknown path without loading any remote route', async () => {
    await openAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(loadRemoteMock.mock.calls.map(([id]) => id)).not.toContainEqual(expect.stringMatching(/\/routes$/));
  });

  it('loads only the remote that owns the path', async () => {
    await openAt('/careers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Our Team' })).toBeInTheDocument();
    const routeLoads = loadRemoteMock.mock.calls.map(([id]) => id).filter((id) => id.endsWith('/routes'));
    expect(routeLoads).toEqual(['careers/routes']);
    expect(await screen.findByText('Footer links')).toBeInTheDocument();
  });

  it('keeps the open page while the remote of the next one loads, header links included', async () => {
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

    await act(async () => finishShop({ default: [{ path: '/menu', element: <h1>Our Menu</h1> }] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Menu' })).toBeInTheDocument();
  });
});
