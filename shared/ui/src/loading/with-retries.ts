const ATTEMPTS = 3;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `load`, tried three times (250 then 500 ms apart) before its last failure is answered: a blip of
 * a restarting remote, or a preload of a chunk that failed while its remote was down (which the
 * browser hands to the first request for the same file), passes unnoticed. `giveUp` stops early
 * for a failure that another try cannot mend.
 */
export async function withRetries<T>(load: () => Promise<T>, { giveUp = () => false }: { giveUp?: (error: unknown) => boolean } = {}): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= ATTEMPTS || giveUp(error)) throw error;
      await wait(250 * attempt);
    }
  }
}
