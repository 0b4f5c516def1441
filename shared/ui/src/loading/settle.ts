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
