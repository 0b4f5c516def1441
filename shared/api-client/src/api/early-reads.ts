/** How long a read started ahead is still the page's answer; past it, the page reads afresh. */
export const EARLY_READ_MAX_AGE_MS = 10_000;

interface StartedRead {
  answer: Promise<unknown>;
  at: number;
  /** Set once the answer is in, so a first render can show it without waiting a turn. */
  value?: { of: unknown };
}

const started = new Map<() => Promise<unknown>, StartedRead>();

/**
 * Starts `read` now, for the page about to open to take (takeEarlyRead) instead of reading when it
 * has rendered. Answers when the read has settled, whichever way.
 */
export function startEarlyRead(read: () => Promise<unknown>, now = Date.now()): Promise<void> {
  const entry: StartedRead = { answer: read(), at: now };
  started.set(read, entry);
  // A failure is the page's to show once it takes the answer; until then it is nobody's.
  return entry.answer.then(
    (value) => {
      entry.value = { of: value };
    },
    () => undefined,
  );
}

/**
 * The answer of `read` started ahead if it is already in and fresh, without taking it: the page's
 * first render shows it, and its load then takes the same answer (takeEarlyRead) rather than
 * asking again.
 */
export function peekEarlyRead<T>(read: () => Promise<T>, now = Date.now()): T | undefined {
  const early = started.get(read);
  // Stored under `read` itself, so the value is one `read` gave.
  return early?.value && now - early.at <= EARLY_READ_MAX_AGE_MS ? (early.value.of as T) : undefined;
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
