// @ts-check
/**
 * Everything the benchmark starts (the stack, browsers, Chrome for Lighthouse) registers how to
 * stop it here, so a failure or Ctrl+C stops it too and no process is left behind.
 */

/** @typedef {() => void | Promise<void>} Cleanup */

/** @type {Set<Cleanup>} */
const cleanups = new Set();

/**
 * Registers `cleanup` until the returned function is called (when the thing was stopped normally).
 * @param {Cleanup} cleanup
 * @returns {() => void}
 */
export function onCleanup(cleanup) {
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
  };
}

/** Runs every registered cleanup, newest first; one that fails does not stop the others. */
export async function runCleanups() {
  const pending = [...cleanups].reverse();
  cleanups.clear();
  for (const cleanup of pending) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/**
 * Runs `use(resource)` and always stops the resource afterwards, also when the process is
 * interrupted meanwhile (through `runCleanups`).
 * @template R, T
 * @param {R} resource
 * @param {(resource: R) => void | Promise<void>} stop
 * @param {(resource: R) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function using(resource, stop, use) {
  const release = onCleanup(() => stop(resource));
  try {
    return await use(resource);
  } finally {
    release();
    await stop(resource);
  }
}
