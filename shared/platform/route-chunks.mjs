// @ts-check
/**
 * Writes `route-chunks.json` beside a remote's manifest: for each page chunk its `./routes` names
 * `route-*` (routeChunkName in the contract), the script files that page needs besides the routes
 * chunk. The host's server reads it to preload a page's own code with the page, which would
 * otherwise be asked for only once the routes chunk has run: one round trip later.
 */
/** ROUTE_CHUNKS_FILE of the contract (shared/contract/src/routes/page-chunks.ts), which the host's server reads. */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';
const ROUTE_CHUNK_PREFIX = 'route-';

/**
 * @param {import('webpack').Compilation} compilation
 * @returns {Record<string, string[]>} chunk name → script files, in a stable order
 */
export function routeChunkFiles(compilation) {
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
