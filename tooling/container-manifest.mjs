// @ts-check
/**
 * The manifest (`mf-manifest.json`) of a remote built as one of webpack's own containers
 * (`webpack.container.ModuleFederationPlugin`), which writes none. It has the layout the
 * `@module-federation/enhanced` plugin writes for its containers, so whatever reads a remote's
 * manifest (the host's contract check, its server's preloads and server entry, the release tests)
 * reads both kinds alike. It names no `pluginVersion`: such a container runs on no federation
 * runtime but webpack's own.
 */
import { MANIFEST_FILE } from './ssr-manifest.mjs';

/** The file name webpack gives an exposed module's chunk: `./routes` → `__federation_expose_routes`. */
export const exposeChunkName = (/** @type {string} */ expose) => `__federation_expose_${expose.replace(/^\.\//, '').replace(/[^\w-]/g, '_')}`;

/**
 * @typedef {{ singleton?: boolean, requiredVersion: string, version?: string }} SharedConfig
 * @typedef {{ js: { sync: string[], async: string[] }, css: { sync: string[], async: string[] } }} Assets
 */

/**
 * The share configuration of `name`: its own key, else the deepest trailing-slash key it falls
 * under (`react/jsx-runtime` under `react/`).
 * @param {Record<string, SharedConfig>} shared
 * @param {string} name
 */
export function sharedConfigOf(shared, name) {
  if (shared[name]) return shared[name];
  const prefix = Object.keys(shared)
    .filter((key) => key.endsWith('/') && name.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? shared[prefix] : undefined;
}

/**
 * @param {Iterable<import('webpack').Chunk>} chunks
 * @returns {string[]}
 */
const scriptsOf = (chunks) => [...new Set([...chunks].flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js')))].sort();

/**
 * The scripts of a chunk group (sync) and those of the groups it opens later, at any depth (async).
 * @param {import('webpack').ChunkGroup | undefined} group
 * @param {{ later: boolean }} options
 * @returns {Assets}
 */
function assetsOf(group, { later }) {
  const sync = scriptsOf(group ? group.chunks : []);
  /** @type {Set<import('webpack').ChunkGroup>} */
  const opened = new Set();
  const open = (/** @type {import('webpack').ChunkGroup} */ parent) => {
    for (const child of parent.childrenIterable) {
      if (opened.has(child)) continue;
      opened.add(child);
      open(child);
    }
  };
  if (group && later) open(group);
  const async = scriptsOf([...opened].flatMap((child) => child.chunks)).filter((file) => !sync.includes(file));
  return { js: { sync, async }, css: { sync: [], async: [] } };
}

/** In a remote's browser build made with webpack's own federation plugin: writes its manifest. */
export class ContainerManifestPlugin {
  /**
   * @param {{ name: string, packageName: string, packageVersion: string, exposes: Record<string, string>, shared: Record<string, SharedConfig> }} options
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(ContainerManifestPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: ContainerManifestPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const manifest = this.manifest(compilation);
        compilation.emitAsset(MANIFEST_FILE, new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }

  /** @param {import('webpack').Compilation} compilation */
  manifest(compilation) {
    const { name, packageName, packageVersion, exposes } = this.options;
    return {
      id: name,
      name,
      metaData: {
        name,
        type: 'app',
        buildInfo: { buildVersion: packageVersion, buildName: packageName },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        types: { path: '', name: '', zip: '', api: '' },
        globalName: name,
        publicPath: 'auto',
      },
      shared: this.sharedEntries(compilation),
      remotes: [],
      exposes: Object.keys(exposes).map((expose) => {
        const short = expose.replace(/^\.\//, '');
        return { id: `${name}:${short}`, name: short, assets: assetsOf(compilation.namedChunkGroups.get(exposeChunkName(expose)), { later: true }), path: expose };
      }),
    };
  }

  /**
   * One entry per library the build provides to the page's share scope: its version, how it is
   * shared, and the scripts of the build's own copy (its fallback).
   * @param {import('webpack').Compilation} compilation
   */
  sharedEntries(compilation) {
    const { name, shared } = this.options;
    /** @type {Array<Record<string, unknown>>} */
    const entries = [];
    for (const module of compilation.modules) {
      if (module.type !== 'provide-module') continue;
      const provided = /** @type {{ _name: string, _version: string | false } & import('webpack').Module} */ (/** @type {unknown} */ (module));
      const config = sharedConfigOf(shared, provided._name);
      const block = module.blocks[0];
      entries.push({
        id: `${name}:${provided._name}`,
        name: provided._name,
        version: provided._version || '',
        ...(config?.singleton ? { singleton: true } : {}),
        requiredVersion: config?.requiredVersion ?? '',
        assets: assetsOf(block ? compilation.chunkGraph.getBlockChunkGroup(block) ?? undefined : undefined, { later: false }),
        fallback: '',
      });
    }
    return entries.sort((a, b) => String(a.name).localeCompare(String(b.name)));
  }
}
