import { readScrollPositions, remember, saveScrollPositions } from './scroll-positions';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('scroll positions', () => {
  it('keep the newest position of each history entry across a reload', () => {
    const storage = memoryStorage();
    const positions = readScrollPositions(storage);
    remember(positions, 'a', 120.4);
    remember(positions, 'b', 900);
    remember(positions, 'a', 300);
    saveScrollPositions(storage, positions);
    expect([...readScrollPositions(storage)]).toEqual([
      ['b', 900],
      ['a', 300],
    ]);
  });

  it('keep only the newest hundred entries', () => {
    const storage = memoryStorage();
    const positions = readScrollPositions(storage);
    for (let index = 0; index < 150; index += 1) remember(positions, `key-${index}`, index);
    saveScrollPositions(storage, positions);
    const read = readScrollPositions(storage);
    expect(read.size).toBe(100);
    expect(read.has('key-49')).toBe(false);
    expect(read.get('key-149')).toBe(149);
  });

  it('drop what they cannot read', () => {
    expect(readScrollPositions(memoryStorage({ 'scroll-positions': '{not json' })).size).toBe(0);
    expect(readScrollPositions(memoryStorage({ 'scroll-positions': '{"a":1}' })).size).toBe(0);
    expect([...readScrollPositions(memoryStorage({ 'scroll-positions': '[["a",1],["b","x"],[2,3]]' }))]).toEqual([['a', 1]]);
  });
});
