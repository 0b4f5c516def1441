import { createJSONStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import type { z } from 'zod/mini';

/**
 * localStorage for jotai that parses every stored value with its schema: a corrupt or outdated
 * value is removed and the initial value used, so a bad entry can never crash a page.
 * Changes made in another tab arrive through the `storage` event and are checked the same way.
 */
export function validatedStorage<T>(schema: z.ZodMiniType<T>): SyncStorage<T> {
  const json = createJSONStorage<T>(() => localStorage);
  // A server rendering a page sees no visitor's storage: every value is its initial one there.
  if (typeof localStorage === 'undefined') {
    return { getItem: (_key, initial) => initial, setItem: () => undefined, removeItem: () => undefined };
  }

  const validOrDropped = (key: string, value: unknown, initial: T): T => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    localStorage.removeItem(key);
    return initial;
  };

  return {
    getItem(key, initial) {
      const raw = localStorage.getItem(key);
      if (raw === null) return initial;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        localStorage.removeItem(key);
        return initial;
      }
      return validOrDropped(key, value, initial);
    },
    setItem: (key, value) => json.setItem(key, value),
    removeItem: (key) => json.removeItem(key),
    subscribe: (key, callback, initial) =>
      json.subscribe?.(key, (value) => callback(value === initial ? initial : validOrDropped(key, value, initial)), initial) ??
      (() => undefined),
  };
}
