type Federation = typeof import('../webpack-federation');

const MANIFEST_URL = 'http://localhost:3001/mf-manifest.json';

const manifestOf = (contract: string) => ({
  metaData: { name: 'shop', globalName: 'shop', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  shared: [{ name: '@storefront/contract', version: contract, requiredVersion: `^${contract}` }],
});

const shareScopes = { default: { react: {} } };
const initSharing = jest.fn(async () => undefined);
const container = { init: jest.fn(), get: jest.fn(async (module: string) => () => ({ module })) };
/** The scripts the page was given to run. */
let scripts: string[] = [];

/** A fresh copy of the module (its registry is per page), with the page's fetch answering `manifest`. */
function federationServing(manifest: unknown): Federation {
  Object.assign(globalThis, {
    fetch: jest.fn(async () => ({ ok: true, json: async () => manifest })),
    __webpack_init_sharing__: initSharing,
    __webpack_share_scopes__: shareScopes,
  });
  let federation: Federation | undefined;
  jest.isolateModules(() => {
    federation = jest.requireActual<Federation>('../webpack-federation');
  });
  if (!federation) throw new Error('the module did not load');
  federation.registerRemotes([{ name: 'shop', entry: MANIFEST_URL }]);
  return federation;
}

beforeEach(() => {
  scripts = [];
  // The page runs a script by defining its container, as a remote's entry does.
  jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      scripts.push(node.src);
      Object.assign(globalThis, { shop: container });
      node.onload?.(new Event('load'));
    }
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  for (const name of ['fetch', 'shop', '__webpack_init_sharing__', '__webpack_share_scopes__']) Reflect.deleteProperty(globalThis, name);
});

describe("the host's federation API on webpack's container runtime", () => {
  it("reads the remote's manifest, runs its entry beside it, joins it to the page's share scope and gives the module", async () => {
    const federation = federationServing(manifestOf('1.4.0'));
    const seen = jest.fn();
    federation.registerPlugins([{ name: 'notes', afterLoadManifest: seen } as never]);

    await expect(federation.loadRemote('shop/routes')).resolves.toEqual({ module: './routes' });
    expect(fetch).toHaveBeenCalledWith(MANIFEST_URL);
    expect(seen).toHaveBeenCalledWith({ manifestJson: manifestOf('1.4.0'), moduleInfo: { name: 'shop' } });
    expect(scripts).toEqual(['http://localhost:3001/remoteEntry.js']);
    expect(initSharing).toHaveBeenCalledWith('default');
    expect(container.init).toHaveBeenCalledWith(shareScopes.default);

    // The container is opened once for all its modules.
    await expect(federation.loadRemote('shop/MealGrid')).resolves.toEqual({ module: './MealGrid' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scripts).toHaveLength(1);
  });

  it("runs none of a refused remote's code, and reads its manifest again on the next try", async () => {
    const federation = federationServing(manifestOf('9.0.0'));
    let refuse = true;
    federation.registerPlugins([
      {
        name: 'check',
        afterLoadManifest: () => {
          if (refuse) throw new Error('refused');
        },
      } as never,
    ]);

    await expect(federation.loadRemote('shop/routes')).rejects.toThrow('refused');
    expect(scripts).toEqual([]);
    refuse = false;
    await expect(federation.loadRemote('shop/routes')).resolves.toEqual({ module: './routes' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
