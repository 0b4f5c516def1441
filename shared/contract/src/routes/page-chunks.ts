/** Where a remote's build lists its page chunks, beside its remote entry (the platform's build writes it). */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * The name a remote gives the chunk of the page of route `pattern`: the `webpackChunkName`
 * comment of that page's `import()` in its `./routes`. Its build lists each such chunk's files in
 * `route-chunks.json`, and the host's server preloads them with the page. '/' is 'route-home',
 * '/food/:id' is 'route-food-id'.
 */
export function routeChunkName(pattern: string): string {
  const words = pattern.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return `route-${words.length > 0 ? words.join('-') : 'home'}`;
}
