/** @jest-environment node */
import { createRemotePreloads, manifestScripts } from '../remote-preloads';

const config = {
  apiUrl: '/api',
  contentUrl: '/api',
  remotes: {
    shop: 'https://shop.zameats.example/v3/mf-manifest.json',
    account: 'https://account.zameats.example/mf-manifest.json',
    content: 'https://content.zameats.example/mf-manifest.json',
    careers: 'https://careers.zameats.example/mf-manifest.json',
  },
};

/** A manifest as the build writes it (remote-shop/dist/mf-manifest.json), cut down to what is read. */
const shopManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './MealGrid', assets: { js: { sync: ['__federation_expose_MealGrid.d4.js'], async: [] } } },
    { path: './routes', assets: { js: { sync: ['__federation_expose_routes.89.js'], async: ['5211.72.js'] } } },
  ],
  shared: [],
};

describe('manifestScripts', () => {
  it('reads the remote entry and the chunks of ./routes', () => {
    expect(manifestScripts(shopManifest)).toEqual({
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      routesScripts: ['__federation_expose_routes.89.js'],
    });
  });

  it('reads nothing from something that is not a manifest', () => {
    expect(manifestScripts({ exposes: [] })).toBeNull();
    expect(manifestScripts('<html>')).toBeNull();
  });
});

describe('the preloads of a page', () => {
  it("names the owning remote's entry and routes chunk beside its manifest, and nothing for the host's own pages", async () => {
    const fetchJson = jest.fn().mockResolvedValue(shopManifest);
    const preloads = createRemotePreloads(config, fetchJson);
    expect(await preloads('/food/42')).toEqual([
      '<https://shop.zameats.example/v3/remoteEntry.js>; rel=preload; as=script',
      '<https://shop.zameats.example/v3/__federation_expose_routes.89.js>; rel=preload; as=script',
    ]);
    expect(fetchJson).toHaveBeenCalledWith(config.remotes.shop);
    expect(await preloads('/no-such-page')).toEqual([]);
  });

  it('reads a manifest once, then again in the background once it is 30 s old', async () => {
    const fetchJson = jest.fn().mockResolvedValue(shopManifest);
    const preloads = createRemotePreloads(config, fetchJson);
    await preloads('/menu', 0);
    await preloads('/cart', 29_000);
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(await preloads('/menu', 31_000)).toHaveLength(2);
    expect(fetchJson).toHaveBeenCalledTimes(2);
  });

  it('preloads nothing for a remote whose manifest cannot be read', async () => {
    const preloads = createRemotePreloads(config, jest.fn().mockRejectedValue(new Error('shop is down')));
    expect(await preloads('/menu')).toEqual([]);
  });
});
