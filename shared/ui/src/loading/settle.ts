/** What a part of a page shows: its read on the way, failed, or answered. */
export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/**
 * What a route's loader read for one part of a page: the answer, or that the read failed (with
 * its message). Plain data, so a page rendered on the server hands it to the browser as it is;
 * it is a LoadState, so the components that show a LoadState show it.
 */
export type Settled<T> = { status: 'success'; data: T } | { status: 'error'; error: string };

/**
 * A read that never fails its loader: a page whose part failed still renders, with that part's
 * own error text (the spec's fallbacks), instead of failing the whole page.
 */
export async function settle<T>(read: Promise<T>): Promise<Settled<T>> {
  try {
    return { status: 'success', data: await read };
  } catch (error) {
    return { status: 'error', error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * A read that, when it fails, is logged with `message` (what failed) and still fails, so the
 * caller shows its defaults; add `.catch(() => null)` where null stands for them.
 */
export function logLoadFailure<T>(message: string, load: Promise<T>): Promise<T> {
  return load.catch((error: unknown) => {
    console.error(message, error);
    throw error;
  });
}
