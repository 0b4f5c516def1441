export interface Debounced<A extends unknown[]> {
  /** Runs `fn` with these arguments once `delayMs` pass without another call. */
  call(...args: A): void;
  /** Drops a pending call. */
  cancel(): void;
}

/**
 * Trailing-edge debounce: only the last call of a burst runs. Written here rather than taken from a
 * library because it is these few lines and the place search needs nothing more.
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, delayMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call(...args: A) {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        fn(...args);
      }, delayMs);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
