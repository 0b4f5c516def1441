import { createHash } from 'node:crypto';

export const MANIFEST_CHECK_MS = 5_000;

/** A release at the same address names new hashed files in its manifest; `version()` reads again in the background. */
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
    /** A new configuration's manifests, read once before answering. */
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
