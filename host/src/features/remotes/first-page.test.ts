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

  it("starts the page's own reads with its code, not those of the remote's other pages", async () => {
    const dashboardReads = jest.fn();
    const profileReads = jest.fn();
    let codeLoaded = false;
    const dashboardCode = jest.fn(async () => {
      // The reads are under way while the code loads, not after it.
      expect(dashboardReads).toHaveBeenCalled();
      codeLoaded = true;
    });
    loadRemote.mockResolvedValue({
      default: [
        { path: '/user/dashboard', preload: dashboardCode, startReads: dashboardReads },
        { path: '/user/profile', preload: jest.fn(async () => undefined), startReads: profileReads },
      ],
    });
    await loadFirstPage('/user/dashboard');
    expect(codeLoaded).toBe(true);
    expect(dashboardReads).toHaveBeenCalledTimes(1);
    expect(profileReads).not.toHaveBeenCalled();
  });

  it("loads nothing for the host's own pages", async () => {
    await loadFirstPage('/no-such-page');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('lets the first render go on when the remote fails or is slow', async () => {
    loadRemote.mockRejectedValueOnce(new Error('shop is down'));
    await expect(loadFirstPage('/menu')).resolves.toBeUndefined();
    loadRemote.mockReturnValueOnce(new Promise(() => undefined));
    await expect(loadFirstPage('/menu', 20)).resolves.toBeUndefined();
  });
});
