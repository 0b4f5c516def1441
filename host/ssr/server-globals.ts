/**
 * Browser globals that shared modules read while they are first evaluated, given a server
 * meaning. Installed by the entry before any shared module runs.
 */

/**
 * A Storage that holds nothing: the contract's store reads the cart and the session from
 * localStorage when its module is evaluated (atomWithStorage with getOnInit), and the server
 * cannot see a visitor's storage. Reads give the initial values (an empty cart, signed out);
 * writes are dropped, so nothing one render stores is ever seen by another visitor's.
 */
class EmptyStorage implements Storage {
  readonly length = 0;
  clear(): void {}
  getItem(): string | null {
    return null;
  }
  key(): string | null {
    return null;
  }
  removeItem(): void {}
  setItem(): void {}
}

export function installServerGlobals(): void {
  if (typeof globalThis.localStorage === 'undefined') {
    Object.defineProperty(globalThis, 'localStorage', { value: new EmptyStorage(), configurable: true });
  }
}
