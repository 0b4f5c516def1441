import { loadFirstPage } from './first-page';
import { loadRemoteModule } from './load-remote-module';

jest.mock('./load-remote-module', () => ({ loadRemoteModule: jest.fn() }));
const loadRemote = jest.mocked(loadRemoteModule);

afterEach(() => loadRemote.mockReset());

describe('loadFirstPage', () => {
  it("loads the owning remote's routes and the code of the page at the path", async () => {
    const menu = jest.fn(async () => undefined);
    const food = jest.fn(async () => undefined);
    loadRemote.mockResolvedValue({ default: [{ path: '/menu', preload: menu }, { path: '/food/:id', preload: food }] });
    await loadFirstPage('/food/42');
    expect(loadRemote).toHaveBeenCalledWith('shop', './routes');
    expect(food).toHaveBeenCalled();
    expect(menu).not.toHaveBeenCalled();
  });

  it('lets hydration go on when the code is slow, once its wait is over', async () => {
    loadRemote.mockReturnValue(new Promise(() => undefined));
    const started = Date.now();
    await loadFirstPage('/menu', 20);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('loads nothing for a page of no remote', async () => {
    await loadFirstPage('/no-such-page');
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
