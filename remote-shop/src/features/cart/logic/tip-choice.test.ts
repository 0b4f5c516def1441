import { toggleTip } from './tip-choice';

describe('toggleTip', () => {
  it('selects a tip', () => {
    expect(toggleTip(null, 2)).toBe(2);
  });

  it('replaces the selected tip with another', () => {
    expect(toggleTip(1, 3)).toBe(3);
  });

  it('clears the tip when the selected one is tapped again, whatever the id type', () => {
    expect(toggleTip(2, 2)).toBeNull();
    expect(toggleTip('2', 2)).toBeNull();
  });
});
