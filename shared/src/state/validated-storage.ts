import { createJSONStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import type { z } from 'zod';

/**
 * localStorage for jotai that parses every stored value with its schema: a corrupt or outdated
 * value is removed and the initial value used, so a bad entry can never crash a page.
 * Changes made in another tab arrive through the `storage` event and are checked the same way.
 */
export function validatedStorage<T>(schema: z.ZodType<T>): SyncStorage<T> {
  const json = createJSONStorage<T>(() => localStorage);
  const check = (key: string, value: unknown, initial: T): T => {
    if (value === initial) return initial;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    json.removeItem(key);
    return initial;
  };
  return {
    getItem: (key, initial) => check(key, json.getItem(key, initial), initial),
    setItem: (key, value) => json.setItem(key, value),
    removeItem: (key) => json.removeItem(key),
    subscribe: (key, callback, initial) =>
      json.subscribe?.(key, (value) => callback(check(key, value, initial)), initial) ?? (() => undefined),
  };
}
