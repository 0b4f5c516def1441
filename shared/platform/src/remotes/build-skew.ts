/**
 * A remote released again at the address it had (a new image behind the same service name) is
 * noticed by the host's server within a few seconds (manifest-watch.ts). A page rendered in those
 * seconds holds the release before it, while the browser loads the new one: hydrated, its HTML
 * would keep what the new code does not render (React mends text, not attributes). So each side
 * notes which build of each remote it loaded, the server hands its notes over with the page, and
 * the browser renders a page whose remote has been released since afresh rather than hydrating it.
 */

/** A short fingerprint of a federation manifest: the same for the same build, another for a release (its files' hashed names change). */
export function manifestFingerprint(manifest: unknown): string {
  const text = JSON.stringify(manifest) ?? '';
  // cyrb53: a 53-bit string hash, enough to tell builds apart, no crypto API needed on either side.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The build of each remote this page (or this server's worker) loaded, by remote. */
const loadedBuilds = new Map<string, string>();

/** The builds loaded so far: what the server hands over with the page it rendered. */
export function buildsLoaded(): Record<string, string> {
  return Object.fromEntries(loadedBuilds);
}

/** Whether `remote` was loaded here in another build than the one the server rendered the page with. */
export function releasedSinceRendered(remote: string, rendered: Record<string, string>): boolean {
  const served = rendered[remote];
  const loaded = loadedBuilds.get(remote);
  return served !== undefined && loaded !== undefined && served !== loaded;
}

/** A federation runtime plugin that notes the build of each remote as its manifest arrives. */
export function buildNotesPlugin() {
  return {
    name: 'storefront-build-notes',
    afterLoadManifest({ manifestJson, moduleInfo }: { manifestJson?: unknown; moduleInfo: { name: string } }) {
      if (manifestJson !== undefined) loadedBuilds.set(moduleInfo.name, manifestFingerprint(manifestJson));
    },
  };
}
