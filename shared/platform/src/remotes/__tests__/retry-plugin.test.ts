import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { LOAD_ATTEMPTS, retryPlugin } from '../retry-plugin';

type Plugin = ModuleFederationRuntimePlugin;
type Hook<K extends 'fetch' | 'loadEntryError' | 'getModuleFactory'> = NonNullable<Plugin[K]>;
type Args<K extends 'fetch' | 'loadEntryError' | 'getModuleFactory'> = Parameters<Hook<K>>;

const MANIFEST = 'http://localhost:3004/mf-manifest.json';
const answer = (status: number) => ({ status }) as Response;

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe("the remotes' retry plugin", () => {
  const plugin = retryPlugin();
  const fetchHook = plugin.fetch as Hook<'fetch'>;

  it('asks again for a manifest the remote failed to answer, and gives the answer that came', async () => {
    const fetchMock = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(200));
    Object.assign(globalThis, { fetch: fetchMock });
    await expect(fetchHook(MANIFEST, {})).resolves.toEqual(answer(200));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('answers the failure after its last try, and never asks again for a manifest the remote does not have', async () => {
    Object.assign(globalThis, { fetch: jest.fn().mockResolvedValue(answer(502)) });
    await expect(fetchHook(MANIFEST, {})).rejects.toThrow(`${MANIFEST} answered 502`);
    expect(fetch).toHaveBeenCalledTimes(LOAD_ATTEMPTS);

    Object.assign(globalThis, { fetch: jest.fn().mockResolvedValue(answer(404)) });
    await expect(fetchHook(MANIFEST, {})).resolves.toEqual(answer(404));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("loads a failed entry again without the runtime's failed load, up to the last try", async () => {
    const container = { get: jest.fn(), init: jest.fn() };
    const globalLoading: Record<string, Promise<void> | undefined> = { careers: Promise.resolve() };
    const getRemoteEntry = jest.fn().mockImplementationOnce(async () => {
      expect(globalLoading['careers']).toBeUndefined();
      throw new Error('ScriptNetworkError');
    });
    getRemoteEntry.mockResolvedValueOnce(container);
    const args = { getRemoteEntry, globalLoading, uniqueKey: 'careers' } as unknown as Args<'loadEntryError'>[0];
    await expect((plugin.loadEntryError as Hook<'loadEntryError'>)(args)).resolves.toBe(container);
    // The runtime's own load was the first try: two more.
    expect(getRemoteEntry).toHaveBeenCalledTimes(LOAD_ATTEMPTS - 1);
  });

  it("asks a container again for a module whose chunk failed to load", async () => {
    const factory = () => ({ routes: [] });
    const get = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(factory);
    const args = { remoteEntryExports: { get, init: jest.fn() }, expose: './routes' } as unknown as Args<'getModuleFactory'>[0];
    await expect((plugin.getModuleFactory as Hook<'getModuleFactory'>)(args)).resolves.toBe(factory);
    expect(get).toHaveBeenNthCalledWith(2, './routes');
  });
});
