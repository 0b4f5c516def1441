/**
 * The folder a remote's entry and chunks are in: its manifest's `metaData.remoteEntry.path`
 * (empty for the manifest's own folder), relative to the manifest's URL. The browser loads the
 * entry from it (webpack-federation.ts) and the server names the scripts it preloads
 * (server/remote-preloads.ts).
 */
export function entryFolder(path: string, manifestUrl: string): URL {
  return new URL(path ? path.replace(/\/?$/, '/') : './', manifestUrl);
}
