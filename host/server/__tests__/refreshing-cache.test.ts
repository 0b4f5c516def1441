/** @jest-environment node */
import { refreshingCache } from '../refreshing-cache';

describe('refreshingCache', () => {
  it('loads a key once, then again in the background once it is older than its time to live', async () => {
    let version = 0;
    const load = jest.fn(async (key: string) => `${key} v${(version += 1)}`);
    const cached = refreshingCache(load, { ttlMs: 30_000, maxEntries: 10 });
    expect(await cached('menu', 0)).toBe('menu v1');
    expect(await cached('menu', 29_000)).toBe('menu v1');
    expect(load).toHaveBeenCalledTimes(1);
    // Old: still answered at once while the new value loads, then the new one.
    expect(await cached('menu', 31_000)).toBe('menu v1');
    expect(await cached('menu', 32_000)).toBe('menu v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries keys, forgetting the oldest', async () => {
    const load = jest.fn(async (key: string) => key.toUpperCase());
    const cached = refreshingCache(load, { ttlMs: 30_000, maxEntries: 2 });
    await cached('a', 0);
    await cached('b', 0);
    await cached('c', 0);
    await cached('b', 0);
    expect(load).toHaveBeenCalledTimes(3);
    await cached('a', 0);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
