import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { remoteNames } from '@storefront/contract';
import { renderWithProviders } from '@storefront/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { forgetRemote, loadingRemoteModule, loadRemoteModule } from '../load-remote-module';
import { knowRoutes } from '../page-routes';
import { prefersFewerBytes, PRELOAD_PAUSE_MS, preloadRemoteEntries } from '../remote-prefetch';
import { useRemotePrefetching } from '../use-remote-prefetching';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';

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
// Read through a call: after `last = undefined` TypeScript would keep the property narrowed to undefined.
const latestObserver = () => FakeIntersectionObserver.last;

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
  Reflect.deleteProperty(window, 'IntersectionObserver');
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

describe('prefetching links in view', () => {
  it('once the page is idle, loads the routes of a remote as soon as a link to it is visible, links added later included', async () => {
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
    FakeIntersectionObserver.forgetLast();
    // Preloading every remote would make the links have nothing left to fetch: keep it pending.
    preloadRemoteMock.mockReturnValue(new Promise(() => {}));
    jest.useFakeTimers();
    renderWithProviders(<PageWithLinks />);
    await settle();
    expect(FakeIntersectionObserver.last).toBeUndefined();
    act(() => jest.advanceTimersByTime(PRELOAD_PAUSE_MS));
    jest.useRealTimers();
    const observer = latestObserver();
    if (!observer) throw new Error('no IntersectionObserver was created');
    expect(routeLoads()).toEqual([]);

    act(() => observer.show(screen.getByRole('link', { name: 'Login' })));
    expect(routeLoads()).toEqual(['account/routes']);

    // A link rendered later (a remote's page, the footer) is watched too.
    const careers = document.createElement('a');
    careers.href = '/careers';
    careers.textContent = 'Careers';
    document.body.append(careers);
    await waitFor(() => expect(observer.observed.has(careers)).toBe(true));
    act(() => observer.show(careers));
    expect(routeLoads()).toEqual(['account/routes', 'careers/routes']);
    careers.remove();
  });

  it('waits for a hover instead when the visitor saves data', async () => {
    setConnection({ saveData: true });
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
    FakeIntersectionObserver.forgetLast();
    const { user } = renderWithProviders(<PageWithLinks />);
    await settle();
    expect(FakeIntersectionObserver.last).toBeUndefined();
    await user.hover(screen.getByRole('link', { name: 'Menu' }));
    expect(routeLoads()).toEqual(['shop/routes']);
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

  it('waits for the remote of the open page before fetching anything ahead', async () => {
    jest.useFakeTimers();
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
    FakeIntersectionObserver.forgetLast();
    let finishContent: (module: unknown) => void = () => {};
    loadRemoteMock.mockImplementation((id) =>
      id === 'content/routes' ? new Promise((resolve) => (finishContent = resolve)) : Promise.resolve({ default: [] }),
    );
    // The home page (content) is loading when the layout mounts.
    void loadRemoteModule('content', './routes');
    renderWithProviders(<PageWithLinks />);
    await settle();
    act(() => jest.advanceTimersByTime(2 * PRELOAD_PAUSE_MS));
    expect(FakeIntersectionObserver.last).toBeUndefined();
    expect(preloadRemoteMock).not.toHaveBeenCalled();

    await act(async () => finishContent({ default: [] }));
    expect(preloadRemoteMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(PRELOAD_PAUSE_MS));
    expect(FakeIntersectionObserver.last).toBeDefined();
    expect(preloadRemoteMock).toHaveBeenCalledTimes(remoteNames.length);
  });

  it('preloads nothing when the visitor saves data or is on 2G', async () => {
    jest.useFakeTimers();
    setConnection({ effectiveType: 'slow-2g' });
    renderWithProviders(<PageWithLinks />);
    await settle();
    act(() => jest.advanceTimersByTime(2 * PRELOAD_PAUSE_MS));
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
