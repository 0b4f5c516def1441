// @ts-check
/**
 * The host built as one bundle, without Module Federation: every remote's exposed modules are
 * `import()`ed by the host's own build, so they become its code-split chunks. The benchmark serves
 * it beside the federated build to measure what federation costs; nothing else uses it.
 *
 * Both builds are the host's own configurations (host/webpack.config.mjs), the same sources, HTML,
 * public files, compression and chunk names, less the federation plugin (and with it the Node.js
 * loaders of the server build) and the budgets, which are set for the federated build. The host's
 * imports of the federation runtime reach federation-shim.ts instead.
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import hostConfigs from '../../host/webpack.config.mjs';
import { stack } from '../../scripts/stack.mjs';
import { BundleBudgetPlugin } from '../../shared/platform/budgets.mjs';
import { BROWSER_BUILD } from '../../shared/platform/webpack-server.mjs';
import { BROWSER_DIST, SERVER_DIST } from './paths.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.join(here, '../..');

/** The virtual module federation-shim.ts reads the remotes' modules from (remote-modules.d.ts). */
const REMOTE_MODULES = 'remote-modules';

/** The folder of every remote of the stack. */
const remoteDirs = stack()
  .filter((service) => service.dir.startsWith('remote-'))
  .map((service) => path.join(repoRoot, service.dir));

/**
 * Every remote's exposed modules as its webpack.config.mjs lists them, keyed by the federation id
 * the host loads them by (`shop/routes`), as absolute files.
 * @returns {Promise<Array<{ id: string, file: string }>>}
 */
async function remoteModules() {
  const lists = await Promise.all(
    remoteDirs.map(async (appDir) => {
      const dir = path.basename(appDir);
      /** @type {{ exposes: Record<string, string>, default: Array<(env: unknown, argv: { mode?: string }) => import('webpack').Configuration> }} */
      const config = await import(pathToFileURL(path.join(appDir, 'webpack.config.mjs')).href);
      const [browser] = config.default;
      // The container's name, which federation ids start with.
      const name = browser?.({}, { mode: 'production' }).output?.uniqueName;
      if (!name) throw new Error(`${dir}/webpack.config.mjs names no container`);
      return Object.entries(config.exposes).map(([expose, file]) => ({
        id: `${name}/${expose.replace(/^\.\//, '')}`,
        file: path.resolve(appDir, file),
      }));
    }),
  );
  return lists.flat();
}

/**
 * The source of the virtual module: a static `import()` per exposed module, each its own named chunk.
 * @param {Array<{ id: string, file: string }>} modules
 */
function remoteModulesSource(modules) {
  const entries = modules.map(
    ({ id, file }) => `  ${JSON.stringify(id)}: () => import(/* webpackChunkName: ${JSON.stringify(id.replace('/', '-'))} */ ${JSON.stringify(file)}),`,
  );
  return `export const remoteModules = {\n${entries.join('\n')}\n};\n`;
}

/**
 * The host's plugins but federation and the budgets, which are set for the federated build's files.
 * @param {NonNullable<import('webpack').Configuration['plugins']>[number]} plugin
 */
const keptPlugin = (plugin) =>
  !(plugin instanceof ModuleFederationPlugin) && !(plugin instanceof webpack.container.ModuleFederationPlugin) && !(plugin instanceof BundleBudgetPlugin);

/**
 * The host's split of its libraries (webpack-app.mjs, librariesChunk) takes the library modules of
 * every async chunk: here that would put the remotes' pages' own libraries (forms, phone numbers,
 * sanitising) in the chunks every page starts with. Limited to the host's own chunks, the two
 * chunks hold what they hold in the federated host's build, and the pages' libraries stay with
 * their pages, as in the remotes' builds.
 * @param {import('webpack').Configuration['optimization']} optimization
 */
function hostLibraries(optimization) {
  const splitChunks = optimization?.splitChunks;
  if (!splitChunks || !splitChunks.cacheGroups) return optimization;
  /** @param {unknown} file */
  const inRemote = (file) => typeof file === 'string' && remoteDirs.some((dir) => file.startsWith(`${dir}${path.sep}`));
  /** @type {WeakMap<import('webpack').ChunkGroup, boolean>} */
  const remoteGroups = new WeakMap();
  /**
   * A remote's: opened by a remote's module (an exposed module by its file's name, in
   * remote-modules; a page by its remote's routes), or only from within remotes' chunks (a library
   * a remote's page uses that loads a part of itself later).
   * @param {import('webpack').ChunkGroup} group
   * @returns {boolean}
   */
  const remoteGroup = (group) => {
    let remote = remoteGroups.get(group);
    if (remote === undefined) {
      remoteGroups.set(group, false);
      const parents = [...group.parentsIterable];
      remote =
        group.origins.some((origin) => inRemote(origin.request) || (origin.module && 'resource' in origin.module && inRemote(origin.module.resource))) ||
        (parents.length > 0 && parents.every(remoteGroup));
      remoteGroups.set(group, remote);
    }
    return remote;
  };
  /** @param {import('webpack').Chunk} chunk */
  const hostChunk = (chunk) => [...chunk.groupsIterable].every((group) => !remoteGroup(group));
  const limited = Object.fromEntries(
    Object.entries(splitChunks.cacheGroups).map(([name, group]) => [name, typeof group === 'object' && group !== null && !(group instanceof RegExp) ? { ...group, chunks: hostChunk } : group]),
  );
  return { ...optimization, splitChunks: { ...splitChunks, cacheGroups: limited } };
}

/**
 * @param {unknown} env
 * @param {{ mode?: string }} argv
 * @returns {Promise<import('webpack').Configuration[]>}
 */
export default async function singleBundleConfigs(env, argv) {
  const shim = path.join(here, 'federation-shim.ts');
  const source = remoteModulesSource(await remoteModules());
  return hostConfigs.map((createConfig) => {
    const config = createConfig(env, argv);
    const browser = config.name === BROWSER_BUILD;
    return {
      ...config,
      output: browser
        ? { ...config.output, path: BROWSER_DIST }
        : // CommonJS as the host's own server build is, in a folder whose package.json (bench's) says ES modules.
          { ...config.output, path: SERVER_DIST, filename: '[name].cjs', chunkFilename: '[name].[contenthash:12].cjs' },
      resolve: { ...config.resolve, alias: { ...config.resolve?.alias, '@module-federation/enhanced/runtime$': shim } },
      plugins: [...(config.plugins ?? []).filter(keptPlugin), new webpack.experiments.schemes.VirtualUrlPlugin({ [REMOTE_MODULES]: source })],
      optimization: browser ? hostLibraries(config.optimization) : config.optimization,
    };
  });
}
