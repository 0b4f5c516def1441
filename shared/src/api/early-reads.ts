/** How long a read started ahead is still the page's answer; past it, the page reads afresh. */
export const EARLY_READ_MAX_AGE_MS = 10_000;

const started = new Map<() => Promise<unknown>, { answer: Promise<unknown>; at: number }>();

/**
 * Starts `read` now, for the page about to open to take (takeEarlyRead) instead of reading when it
 * has rendered. For the reads no preload can make, those that carry the customer's token: the
 * host starts them for the first page (its route's `startReads`) while the page's code and the
 * first render are still under way, so the page renders its data one round trip sooner.
 */
export function startEarlyRead(read: () => Promise<unknown>, now = Date.now()): void {
  const answer = read();
  // A failure is the page's to show once it takes the answer; until then it is nobody's.
  answer.catch(() => undefined);
  started.set(read, { answer, at: now });
}

/**
 * The answer of `read` started ahead (startEarlyRead), handed out once and only while fresh;
 * otherwise `read` runs now. Every later load (a refresh, a retry, another visit) reads afresh.
 */
export function takeEarlyRead<T>(read: () => Promise<T>, now = Date.now()): Promise<T> {
  const early = started.get(read);
  started.delete(read);
  // Stored under `read` itself, so the answer is the one `read` gives.
  if (early && now - early.at <= EARLY_READ_MAX_AGE_MS) return early.answer as Promise<T>;
  return read();
}
