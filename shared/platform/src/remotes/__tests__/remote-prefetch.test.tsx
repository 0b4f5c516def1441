import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { remoteNames } from '@storefront/contract';
import { renderWithProviders } from '@storefront/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { forgetRemote, loadingRemoteModule, loadRemoteModule } from '../load-remote-module';
import { knowRoutes } from '../page-routes';
import { prefersFewerBytes, PRELOAD_PAUSE_MS, preloadRemoteEntries, remoteOwningHref, useRemotePrefetching } from '../remote-prefetch';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), preloadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);
const preloadRemoteMock = jest.mocked(preloadRemote);

/** A page with links to the shop, the account area, another site and the host's own not-found page. */
function PageWithLinks() {
  useRemotePrefetching();
  return (
    <nav>
      <a href="/menu">Menu</a>
      <a href="/catering">Catering</a>
      <a href="/auth/login">Login</a>
      <a href="https://elsewhere.example/menu">Elsewhere</a>
      <a href="/no-such-page">Lost</a>
    </nav>
  );
}

const routeLoads = () => loadRemoteMock.mock.calls.map(([id]) => id);

/** Lets pending promises (the open page's remote settling) run. */
const settle = () => act(async () => {});

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

beforeEach(() => {
  // What the server handed over with the page: the remotes' pages.
  knowRoutes({ shop: ['/menu', '/catering'], account: ['/auth/login'], content: ['/'], careers: ['/careers'] });
  remoteNames.forEach(forgetRemote);
  loadRemoteMock.mockReset();
  loadRemoteMock.mockResolvedValue({ default: [] });
  preloadRemoteMock.mockReset();
  preloadRemoteMock.mockResolvedValue(undefined);
  setConnection(undefined);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('prefetching on intent', () => {
  it('loads the routes of the remote a hovered link leads to, once per remote', async () => {
    const { user } = renderWithProviders(<PageWithLinks />);
    expect(routeLoads()).toEqual([]);

    await user.hover(screen.getByRole('link', { name: 'Menu' }));
    expect(routeLoads()).toEqual(['shop/routes']);

    await user.hover(screen.getByRole('link', { name: 'Catering' }));
    expect(routeLoads()).toEqual(['shop/routes']);
  });

  it('loads them when a link gets the keyboard focus', async () => {
    const { user } = renderWithProviders(<PageWithLinks />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveFocus();
    expect(routeLoads()).toEqual(['shop/routes', 'account/routes']);
  });

  it('ignores links to other sites and to pages no remote owns', async () => {
    const { user } = renderWithProviders(<PageWithLinks />);
    await user.hover(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.hover(screen.getByRole('link', { name: 'Lost' }));
    expect(routeLoads()).toEqual([]);
  });

  it('lets a remote that is down fail quietly, and its page tries again when opened', async () => {
    loadRemoteMock.mockRejectedValue(new Error('shop is down'));
    const { user } = renderWithProviders(<PageWithLinks />);
    await user.hover(screen.getByRole('link', { name: 'Menu' }));
    await waitFor(() => expect(loadRemoteMock).toHaveBeenCalledTimes(1));

    loadRemoteMock.mockResolvedValue({ default: ['menu page'] });
    await waitFor(async () => expect(await loadRemoteModule('shop', './routes')).toEqual({ default: ['menu page'] }));
  });
});

describe('prefetching and the page', () => {
  it("leaves the page's own failed load alone: its Retry stays in charge", async () => {
    loadRemoteMock.mockRejectedValue(new Error('shop is down'));
    const pageLoad = loadRemoteModule('shop', './routes');
    await expect(pageLoad).rejects.toThrow('shop is down');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);

    const { user } = renderWithProviders(<PageWithLinks />);
    await user.hover(screen.getByRole('link', { name: 'Menu' }));
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadingRemoteModule('shop', './routes')).toBe(pageLoad);
  });
});

describe('preloading when idle', () => {
  it("preloads every remote's entry and routes chunk once the page is idle, then runs the routes", async () => {
    jest.useFakeTimers();
    renderWithProviders(<PageWithLinks />);
    await settle();
    act(() => jest.advanceTimersByTime(PRELOAD_PAUSE_MS - 1));
    expect(preloadRemoteMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(preloadRemoteMock.mock.calls).toEqual(
      remoteNames.map((remote) => [[{ nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'sync' }]]),
    );
    await settle();
    expect(routeLoads()).toEqual(remoteNames.map((remote) => `${remote}/routes`));
  });

  it('preloads nothing when the visitor saves data or is on 2G, and waits for a hover instead', async () => {
    jest.useFakeTimers();
    setConnection({ effectiveType: 'slow-2g' });
    const onTwoG = renderWithProviders(<PageWithLinks />);
    await settle();
    act(() => jest.advanceTimersByTime(2 * PRELOAD_PAUSE_MS));
    expect(preloadRemoteMock).not.toHaveBeenCalled();
    onTwoG.unmount();
    jest.useRealTimers();

    setConnection({ saveData: true });
    const { user } = renderWithProviders(<PageWithLinks />);
    await user.hover(screen.getByRole('link', { name: 'Menu' }));
    expect(routeLoads()).toEqual(['shop/routes']);
    expect(preloadRemoteMock).not.toHaveBeenCalled();
  });

  it('preloads nothing after the page is gone', async () => {
    jest.useFakeTimers();
    const { unmount } = renderWithProviders(<PageWithLinks />);
    await settle();
    unmount();
    act(() => jest.advanceTimersByTime(2 * PRELOAD_PAUSE_MS));
    expect(preloadRemoteMock).not.toHaveBeenCalled();
  });

  it('ignores a remote that cannot be preloaded and preloads the others', async () => {
    preloadRemoteMock.mockImplementation(async ([options]) => {
      if (options?.nameOrAlias === 'content') throw new Error('content is down');
    });
    await expect(preloadRemoteEntries()).resolves.toBeUndefined();
    expect(preloadRemoteMock).toHaveBeenCalledTimes(remoteNames.length);
    expect(routeLoads()).toEqual(['shop/routes', 'account/routes', 'careers/routes']);
  });
});

describe('prefersFewerBytes', () => {
  it('reads the data saver and the connection type, when the browser tells them', () => {
    const withConnection = (connection: object | undefined) => ({ connection }) as unknown as Navigator;
    expect(prefersFewerBytes(withConnection(undefined))).toBe(false);
    expect(prefersFewerBytes(withConnection({ effectiveType: '4g', saveData: false }))).toBe(false);
    expect(prefersFewerBytes(withConnection({ saveData: true }))).toBe(true);
    expect(prefersFewerBytes(withConnection({ effectiveType: '2g' }))).toBe(true);
  });
});

describe('remoteOwningHref', () => {
  const origin = 'https://zameats.example';
  beforeEach(() => knowRoutes({ shop: ['/menu', '/food/:id'], careers: ['/careers'] }));

  it('reads the path of a link to this site, query and hash aside', () => {
    expect(remoteOwningHref('https://zameats.example/menu?search=nshima#top', origin)).toBe('shop');
    expect(remoteOwningHref('/careers', origin)).toBe('careers');
    expect(remoteOwningHref('/food/42', origin)).toBe('shop');
    expect(remoteOwningHref('/no-such-page', origin)).toBeNull();
  });

  it('ignores links to other sites and addresses that are not links to pages', () => {
    expect(remoteOwningHref('https://other.example/menu', origin)).toBeNull();
    expect(remoteOwningHref('mailto:help@zameats.example', origin)).toBeNull();
    expect(remoteOwningHref('http://[bad', origin)).toBeNull();
  });
});
