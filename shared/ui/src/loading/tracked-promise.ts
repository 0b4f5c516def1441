/** What React writes on a promise it has seen, and reads back in `use`. */
type Marks<T> = { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Marks `promise` with its outcome the way React records the promises it has seen (`status`,
 * `value`, `reason`), so a component that calls `use` on it after it settled renders straight
 * away. Without the marks, even a promise settled long ago suspends the first render that reads
 * it, and React shows the nearest fallback for a moment (and then holds the page back for 300 ms
 * to avoid a flash). Answers the same promise.
 */
export function trackedPromise<T>(promise: Promise<T>): Promise<T> {
  const marks = promise as Promise<T> & Marks<T>;
  if (marks.status) return promise;
  marks.status = 'pending';
  promise.then(
    (value) => {
      marks.status = 'fulfilled';
      marks.value = value;
    },
    (reason: unknown) => {
      marks.status = 'rejected';
      marks.reason = reason;
    },
  );
  return promise;
}
