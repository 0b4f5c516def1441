// @ts-check
/**
 * Lets the host's page fetch the scripts it starts with alongside `main.js` instead of after it.
 *
 * `main.js` holds only the federation runtime and an async boundary (`import('./bootstrap')`,
 * DESIGN §2); the shared libraries (react-dom, the router, the contract...) and the bootstrap
 * chunk are requested only once it has run, one round trip later, and on a phone's connection
 * that round trip and the download behind it come straight off the first paint. Every one of
 * them is needed on every page of the host, so the HTML names them as `<link rel="preload">`.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { chunkKind, originModuleTypes } from './budgets.mjs';

/**
 * The script files the host runs at start besides its entry: the shared libraries' chunks and the
 * chunks of the async boundary (a group opened from the entry's own module).
 * @param {import('webpack').Compilation} compilation
 * @returns {string[]}
 */
export function startupScripts(compilation) {
  /** @type {Set<import('webpack').Module>} */
  const entryModules = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) {
      for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(chunk)) entryModules.add(module);
    }
  }
  /** @type {string[]} */
  const files = [];
  for (const chunk of compilation.chunks) {
    if (chunk.canBeInitial()) continue;
    const shared = chunkKind({ initial: false, originModuleTypes: originModuleTypes(chunk) }) === 'shared';
    const boundary = [...chunk.groupsIterable].some((group) =>
      group.origins.some((origin) => origin.module !== null && entryModules.has(origin.module)),
    );
    if (shared || boundary) files.push(...[...chunk.files].filter((file) => file.endsWith('.js')));
  }
  return files.sort();
}

export class ShellPreloadPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(ShellPreloadPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(ShellPreloadPlugin.name, (groups) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const links = startupScripts(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        // The entry first: a deferred script would otherwise wait behind the preloads (it gets a
        // low priority), and the page can start nothing before it runs.
        for (const tag of groups.headTags) {
          if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        }
        groups.headTags.push(...links);
        return groups;
      });
    });
  }
}
