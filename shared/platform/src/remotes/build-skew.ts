// Server and browser note each remote's build; the server hands its notes over, and a page whose remote
// was released since is rendered afresh rather than hydrated (React mends text, not attributes).

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

const loadedBuilds = new Map<string, string>();

export function buildsLoaded(): Record<string, string> {
  return Object.fromEntries(loadedBuilds);
}

export function releasedSinceRendered(remote: string, rendered: Record<string, string>): boolean {
  const served = rendered[remote];
  const loaded = loadedBuilds.get(remote);
  return served !== undefined && loaded !== undefined && served !== loaded;
}

export function buildNotesPlugin() {
  return {
    name: 'storefront-build-notes',
    afterLoadManifest({ manifestJson, moduleInfo }: { manifestJson?: unknown; moduleInfo: { name: string } }) {
      if (manifestJson !== undefined) loadedBuilds.set(moduleInfo.name, manifestFingerprint(manifestJson));
    },
  };
}
