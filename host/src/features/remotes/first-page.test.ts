import { startEarlyReads } from './early-reads-by-route';
import { loadFirstPage } from './first-page';
import { loadRemoteModule } from './load-remote-module';

jest.mock('./load-remote-module', () => ({ loadRemoteModule: jest.fn() }));
jest.mock('./early-reads-by-route', () => ({ startEarlyReads: jest.fn(async () => undefined) }));
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

  it("waits for the reads of the page's first screen with its code", async () => {
    let answer: () => void = () => undefined;
    jest.mocked(startEarlyReads).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    loadRemote.mockResolvedValue({ default: [{ path: '/', preload: async () => undefined }] });
    let settled = false;
    const loading = loadFirstPage('/').then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answer();
    await loading;
    expect(settled).toBe(true);
  });

  it('lets the first render go on when the reads are slow, once their own wait is over', async () => {
    jest.mocked(startEarlyReads).mockReturnValueOnce(new Promise(() => undefined));
    loadRemote.mockResolvedValue({ default: [{ path: '/', preload: async () => undefined }] });
    const started = Date.now();
    await loadFirstPage('/', 5000, 20);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("starts the page's early reads before its code", async () => {
    loadRemote.mockImplementation(async () => {
      expect(startEarlyReads).toHaveBeenCalledWith('/user/dashboard');
      return { default: [{ path: '/user/dashboard', preload: async () => undefined }] };
    });
    await loadFirstPage('/user/dashboard');
    expect(loadRemote).toHaveBeenCalledWith('account', './routes');
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
