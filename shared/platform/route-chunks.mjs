// @ts-check
/**
 * Lists beside a remote's manifest the script files of each page chunk (`route-*`, routeChunkName in
 * the contract), for the host's server to preload with the page: asked for by the routes chunk once
 * it has run, they would come a round trip later.
 */
/** ROUTE_CHUNKS_FILE of the contract, which the host's server reads. */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';
const ROUTE_CHUNK_PREFIX = 'route-';

/**
 * @param {import('webpack').Compilation} compilation
 * @returns {Record<string, string[]>} chunk name → script files, in a stable order
 */
function routeChunkFiles(compilation) {
  /** @type {Record<string, string[]>} */
  const files = {};
  for (const [name, group] of [...compilation.namedChunkGroups].sort(([a], [b]) => a.localeCompare(b))) {
    if (!name.startsWith(ROUTE_CHUNK_PREFIX)) continue;
    files[name] = group.getFiles().filter((file) => file.endsWith('.js')).sort();
  }
  return files;
}

export class RouteChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(RouteChunksPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the chunks have their final (hashed) file names.
        { name: RouteChunksPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const json = JSON.stringify(routeChunkFiles(compilation), null, 2);
          compilation.emitAsset(ROUTE_CHUNKS_FILE, new sources.RawSource(`${json}\n`));
        },
      );
    });
  }
}
