import { createHash } from 'node:crypto';

/** How often the remotes' manifests are read again to notice a release at the same address. */
export const MANIFEST_CHECK_MS = 5_000;

/**
 * Notices a remote released at the address it already had (a new image behind the same service
 * name): its manifest's text changes, as it names the build's hashed files. `version()` answers at
 * once with what was last read, and reads the manifests again in the background when that is older
 * than `intervalMs`, so a release is seen within about that long.
 */
export function createManifestWatch(readText: (url: string) => Promise<string>, intervalMs = MANIFEST_CHECK_MS) {
  let urls: string[] = [];
  let known = '';
  let readAt = -Infinity;
  let reading: Promise<string> | null = null;

  async function read(of: string[]): Promise<string> {
    const texts = await Promise.all(of.map((url) => readText(url).catch(() => `unreachable ${url}`)));
    return createHash('sha256').update(texts.join('\n')).digest('hex');
  }

  function refresh(now: number): Promise<string> {
    readAt = now;
    const of = urls;
    reading ??= read(of).then((version) => {
      // A read of the manifests of an earlier configuration tells nothing of the current one.
      if (of === urls) known = version;
      reading = null;
      return version;
    });
    return reading;
  }

  return {
    /** Watches these manifests from now on (a new configuration), reading them once before answering. */
    async watch(next: string[], now = Date.now()): Promise<string> {
      if (next.join('\n') !== urls.join('\n')) {
        urls = next;
        reading = null;
        return refresh(now);
      }
      return known;
    },
    version(now = Date.now()): string {
      if (now - readAt > intervalMs) void refresh(now);
      return known;
    },
  };
}
