// @ts-check
/**
 * Lets the host's page fetch the scripts it starts with alongside `main.js` instead of after it.
 *
 * `main.js` holds only the federation runtime and an async boundary (`import('./bootstrap')`, so
 * the shared singletons are agreed on before any of them runs); the shared libraries (react-dom,
 * the router, the contract...) and the bootstrap chunk are requested only once it has run, one
 * round trip later, and on a phone's connection that round trip and the download behind it come
 * straight off the first paint. Every one of them is needed on every page of the host, so the
 * HTML names them as `<link rel="preload">`.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { originModuleTypes } from './budgets.mjs';

/**
 * The file, beside `index.html`, that lists the scripts the page starts with (its entry included,
 * the largest first), for the host's server to name first in each page's `Link` preloads
 * (shared/platform/server/build-server.ts).
 */
export const SHELL_SCRIPTS_FILE = 'shell-scripts.json';

/**
 * The script files the host runs at start besides its entry: the chunks of the shared libraries it
 * provides and of the async boundary (a group opened from the entry's own module).
 * @param {import('webpack').Compilation} compilation
 * @param {string} [entry] the page's entrypoint
 * @returns {string[]}
 */
export function startupScripts(compilation, entry = 'main') {
  /** @type {Set<import('webpack').Module>} */
  const entryModules = new Set();
  // The page's own entry only: a container's entry (remoteEntry.js) opens the exposed modules' chunks.
  for (const chunk of compilation.entrypoints.get(entry)?.chunks ?? []) {
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
        // The entry first: a deferred script would otherwise wait behind the preloads (it gets a
        // low priority), and the page can start nothing before it runs.
        for (const tag of groups.headTags) {
          if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        }
        groups.headTags.push(...links);
        /** @param {string} url */
        const sizeOf = (url) => compilation.getAsset(url.slice(publicPath.length))?.source.size() ?? 0;
        // Largest first: over HTTP/1.1 the page has six connections to the host, and a big file
        // queued behind small ones finishes last; the libraries chunk is most of what the first
        // paint waits for.
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
