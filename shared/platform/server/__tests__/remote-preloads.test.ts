/** @jest-environment node */
import { MANIFEST_CHECK_MS } from '../manifest-watch';
import { createRemotePreloads, manifestScripts, pageChunkScripts, serverManifestUrlsFromEnv } from '../remote-preloads';

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
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    { path: './MealGrid', assets: { js: { sync: ['__federation_expose_MealGrid.d4.js'], async: [] } } },
    { path: './routes', assets: { js: { sync: ['__federation_expose_routes.89.js'], async: ['5211.72.js'] } } },
  ],
  shared: [],
};

/** remote-shop/dist/route-chunks.json as the build writes it, cut down. */
const shopRouteChunks = {
  'route-food-id': ['2505.29.js', 'route-food-id.5e.js'],
  'route-menu': ['route-menu.fd.js'],
};

/** The shop's server: its manifest and route chunks at their URLs. */
function shopServer(files: Record<string, unknown> = { 'mf-manifest.json': shopManifest, 'route-chunks.json': shopRouteChunks }) {
  return jest.fn((url: string) => {
    const file = Object.keys(files).find((name) => url === `https://shop.zameats.example/v3/${name}`);
    return file ? Promise.resolve(files[file]) : Promise.reject(new Error(`404 ${url}`));
  });
}

describe('pageChunkScripts', () => {
  it("reads each page chunk's files, and nothing from something else", () => {
    expect(pageChunkScripts(shopRouteChunks)).toEqual(shopRouteChunks);
    expect(pageChunkScripts({ 'route-menu': [1, 'route-menu.fd.js'] })).toEqual({ 'route-menu': ['route-menu.fd.js'] });
    expect(pageChunkScripts(['route-menu'])).toEqual({});
    expect(pageChunkScripts(null)).toEqual({});
  });
});

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
  it("names the remote's entry, routes chunk and the page's chunks beside its manifest", async () => {
    const fetchJson = shopServer();
    const preloads = createRemotePreloads(config, fetchJson);
    expect(await preloads({ remote: 'shop', path: '/food/:id' })).toEqual([
      '<https://shop.zameats.example/v3/remoteEntry.js>; rel=preload; as=script',
      '<https://shop.zameats.example/v3/__federation_expose_routes.89.js>; rel=preload; as=script',
      '<https://shop.zameats.example/v3/2505.29.js>; rel=preload; as=script',
      '<https://shop.zameats.example/v3/route-food-id.5e.js>; rel=preload; as=script',
    ]);
    expect(await preloads({ remote: 'shop', path: '/menu' })).toContain('<https://shop.zameats.example/v3/route-menu.fd.js>; rel=preload; as=script');
    expect(fetchJson).toHaveBeenCalledWith(config.remotes.shop);
  });

  it('still preloads the entry and routes chunk of a remote that lists no page chunks', async () => {
    const preloads = createRemotePreloads(config, shopServer({ 'mf-manifest.json': shopManifest }));
    expect(await preloads({ remote: 'shop', path: '/menu' })).toEqual([
      '<https://shop.zameats.example/v3/remoteEntry.js>; rel=preload; as=script',
      '<https://shop.zameats.example/v3/__federation_expose_routes.89.js>; rel=preload; as=script',
    ]);
  });

  it('reads a manifest once, then again in the background once it is as old as the render pool lets its manifests be', async () => {
    const fetchJson = shopServer();
    // Starting after 0, which lru-cache takes for no time at all.
    let time = 1;
    const preloads = createRemotePreloads(config, fetchJson, {}, { now: () => time });
    await preloads({ remote: 'shop', path: '/menu' });
    time = MANIFEST_CHECK_MS;
    await preloads({ remote: 'shop', path: '/cart' });
    expect(fetchJson).toHaveBeenCalledTimes(2); // the manifest and the route chunks
    time = MANIFEST_CHECK_MS + 2;
    // The old one is answered at once, while both are read again.
    expect(await preloads({ remote: 'shop', path: '/menu' })).toHaveLength(3);
    await new Promise((resolve) => setImmediate(resolve));
    expect(fetchJson).toHaveBeenCalledTimes(4);
  });

  it("reads a remote at the server's own address when it has one, and names the browser's in the links", async () => {
    const files: Record<string, unknown> = { 'mf-manifest.json': shopManifest, 'route-chunks.json': shopRouteChunks };
    const fetchJson = jest.fn((url: string) => {
      const file = Object.keys(files).find((name) => url === `http://shop:3001/v3/${name}`);
      return file ? Promise.resolve(files[file]) : Promise.reject(new Error(`unreachable from the server: ${url}`));
    });
    const preloads = createRemotePreloads(config, fetchJson, { shop: 'http://shop:3001/v3/mf-manifest.json' });
    expect(await preloads({ remote: 'shop', path: '/menu' })).toEqual([
      '<https://shop.zameats.example/v3/remoteEntry.js>; rel=preload; as=script',
      '<https://shop.zameats.example/v3/__federation_expose_routes.89.js>; rel=preload; as=script',
      '<https://shop.zameats.example/v3/route-menu.fd.js>; rel=preload; as=script',
    ]);
  });

  it('preloads nothing for a remote whose manifest cannot be read', async () => {
    const preloads = createRemotePreloads(config, jest.fn().mockRejectedValue(new Error('shop is down')));
    expect(await preloads({ remote: 'shop', path: '/menu' })).toEqual([]);
  });
});

describe('serverManifestUrlsFromEnv', () => {
  it('reads <REMOTE>_SERVER_MANIFEST_URL of each remote that has one', () => {
    expect(
      serverManifestUrlsFromEnv({ SHOP_SERVER_MANIFEST_URL: 'http://shop:3001/mf-manifest.json', ACCOUNT_SERVER_MANIFEST_URL: '', PATH: '/bin' }),
    ).toEqual({ shop: 'http://shop:3001/mf-manifest.json' });
  });
});
