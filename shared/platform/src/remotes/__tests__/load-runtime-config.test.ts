import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '@storefront/contract';
import { loadRuntimeConfig } from '../load-runtime-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

const config = {
  apiUrl: '/api',
  contentUrl: '/api',
  remotes: {
    shop: 'http://localhost:3001/mf-manifest.json',
    account: 'http://localhost:3002/mf-manifest.json',
    content: 'http://localhost:3003/mf-manifest.json',
    careers: 'https://cdn.example.com/careers/2.4.0/mf-manifest.json',
  },
};

describe('loadRuntimeConfig', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'fetch');
  });

  it('reads /config.json uncached and registers every remote by its manifest', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => config });
    Object.assign(globalThis, { fetch: fetchMock });
    await loadRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'shop', entry: config.remotes.shop },
      { name: 'account', entry: config.remotes.account },
      { name: 'content', entry: config.remotes.content },
      { name: 'careers', entry: config.remotes.careers },
    ]);
    expect(getRuntimeConfig().apiUrl).toBe('/api');
    // Before any remote loads, the check that refuses one built against another contract, the
    // notes of which build of each remote the page loads, and the retries of a failed load.
    expect(registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'storefront-contract-check' }),
      expect.objectContaining({ name: 'storefront-build-notes' }),
      expect.objectContaining({ name: 'storefront-retry' }),
    ]);
  });

  it('refuses a config without remote URLs', async () => {
    Object.assign(globalThis, { fetch: jest.fn().mockResolvedValue({ ok: true, json: async () => ({ apiUrl: '/api' }) }) });
    await expect(loadRuntimeConfig()).rejects.toThrow();
  });
});
