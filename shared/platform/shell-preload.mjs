// @ts-check
/**
 * Preloads from the host's HTML the scripts every page starts with: behind the async boundary of
 * `main.js` they would be asked for one round trip after it has run, which on a phone comes
 * straight off the first paint.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { originModuleTypes } from './budgets.mjs';

/** The scripts the page starts with, its entry included, largest first, for the host's server's `Link` preloads. */
export const SHELL_SCRIPTS_FILE = 'shell-scripts.json';

/**
 * The script files the host runs at start besides its entry: the chunks of the shared libraries it
 * provides and of the async boundary (a group opened from the entry's own module).
 * @param {import('webpack').Compilation} compilation
 * @returns {string[]}
 */
export function startupScripts(compilation) {
  /** @type {Set<import('webpack').Module>} */
  const entryModules = new Set();
  // The page's own entry only: a container's entry (remoteEntry.js) opens the exposed modules' chunks.
  for (const chunk of compilation.entrypoints.get('main')?.chunks ?? []) {
    for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(chunk)) entryModules.add(module);
  }
  /** @type {string[]} */
  const files = [];
  for (const chunk of compilation.chunks) {
    if (chunk.canBeInitial()) continue;
    // The host starts the share scope, so the libraries it runs are the ones it provides; a chunk
    // opened only by its consumes holds a fallback that is never fetched.
    const provided = originModuleTypes(chunk).includes('provide-module');
    const boundary = [...chunk.groupsIterable].some((group) =>
      group.origins.some((origin) => origin.module !== null && entryModules.has(origin.module)),
    );
    if (provided || boundary) files.push(...[...chunk.files].filter((file) => file.endsWith('.js')));
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
        // The entry first: deferred, it would wait behind the preloads, and nothing starts before it.
        for (const tag of groups.headTags) {
          if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        }
        groups.headTags.push(...links);
        /** @param {string} url */
        const sizeOf = (url) => compilation.getAsset(url.slice(publicPath.length))?.source.size() ?? 0;
        // Largest first: over HTTP/1.1's six connections a big file queued behind small ones
        // finishes last, and the libraries chunk is most of what the first paint waits for.
        const scripts = [
          ...groups.headTags.filter((tag) => tag.tagName === 'script').map((tag) => String(tag.attributes.src)),
          ...links.map((link) => String(link.attributes.href)),
        ].sort((a, b) => sizeOf(b) - sizeOf(a));
        compilation.emitAsset(SHELL_SCRIPTS_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify(scripts)}\n`));
        return groups;
      });
    });
  }
}
