import type * as FirstPage from './first-page';
import type * as LoadRemoteModule from './load-remote-module';
import type * as PageRoutes from './page-routes';

jest.mock('./load-remote-module', () => ({ loadRemoteModule: jest.fn() }));

/** Each test starts with nothing known of the remotes' pages, as a new page does. */
function freshModules() {
  jest.resetModules();
  const { loadFirstPage } = jest.requireActual<typeof FirstPage>('./first-page');
  const { knowRoutes } = jest.requireActual<typeof PageRoutes>('./page-routes');
  const loadRemote = jest.mocked(jest.requireMock<typeof LoadRemoteModule>('./load-remote-module').loadRemoteModule);
  return { loadFirstPage, knowRoutes, loadRemote };
}

const shopRoutes = (preloads: { menu?: () => Promise<void>; food?: () => Promise<void> } = {}) => ({
  default: [
    { path: '/menu', preload: preloads.menu },
    { path: '/food/:id', preload: preloads.food },
  ],
});

describe('loadFirstPage', () => {
  it("loads the routes of the remote the handed-over pages say owns the path, and that page's code", async () => {
    const { loadFirstPage, knowRoutes, loadRemote } = freshModules();
    const menu = jest.fn(async () => undefined);
    const food = jest.fn(async () => undefined);
    loadRemote.mockResolvedValue(shopRoutes({ menu, food }));
    knowRoutes({ shop: ['/menu', '/food/:id'], content: ['/'] });
    expect(await loadFirstPage('/food/42')).toEqual({ placedHere: false });
    expect(loadRemote.mock.calls).toEqual([['shop', './routes']]);
    expect(food).toHaveBeenCalled();
    expect(menu).not.toHaveBeenCalled();
  });

  it('lets hydration go on when the code is slow, once its wait is over', async () => {
    const { loadFirstPage, knowRoutes, loadRemote } = freshModules();
    knowRoutes({ shop: ['/menu'] });
    loadRemote.mockReturnValue(new Promise(() => undefined));
    const started = Date.now();
    await loadFirstPage('/menu', 20);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('asks the remotes the server did not know for their pages, and says when the address turns out to be one', async () => {
    const { loadFirstPage, knowRoutes, loadRemote } = freshModules();
    const menu = jest.fn(async () => undefined);
    loadRemote.mockImplementation(async (remote) => (remote === 'shop' ? shopRoutes({ menu }) : { default: [] }));
    knowRoutes({ content: ['/'], account: [], careers: [] });
    expect(await loadFirstPage('/menu')).toEqual({ placedHere: true });
    expect(loadRemote.mock.calls).toEqual([
      ['shop', './routes'],
      ['shop', './routes'],
    ]);
    expect(menu).toHaveBeenCalled();
  });

  it('loads nothing for an address of no page when every remote is known', async () => {
    const { loadFirstPage, knowRoutes, loadRemote } = freshModules();
    knowRoutes({ shop: ['/menu'], content: ['/'], account: [], careers: [] });
    expect(await loadFirstPage('/no-such-page')).toEqual({ placedHere: false });
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
