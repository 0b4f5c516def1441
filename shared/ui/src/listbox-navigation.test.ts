import { nextActiveIndex } from './listbox-navigation';

describe('nextActiveIndex', () => {
  it('steps down and up, wrapping at both ends', () => {
    expect(nextActiveIndex(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveIndex(0, 'ArrowDown', 3)).toBe(1);
    expect(nextActiveIndex(2, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveIndex(0, 'ArrowUp', 3)).toBe(2);
    expect(nextActiveIndex(-1, 'ArrowUp', 3)).toBe(2);
    expect(nextActiveIndex(2, 'ArrowUp', 3)).toBe(1);
  });

  it('jumps with Home and End', () => {
    expect(nextActiveIndex(1, 'Home', 3)).toBe(0);
    expect(nextActiveIndex(1, 'End', 3)).toBe(2);
  });

  it('has no option to move to in an empty list, and ignores other keys', () => {
    expect(nextActiveIndex(0, 'ArrowDown', 0)).toBe(-1);
    expect(nextActiveIndex(1, 'a', 3)).toBeUndefined();
  });
});
