import { preparationTimeText } from './preparation-time';

describe('preparationTimeText', () => {
  it('says hours', () => {
    expect(preparationTimeText(1)).toBe('1 hour');
    expect(preparationTimeText(2)).toBe('2 hours');
    expect(preparationTimeText('0.5')).toBe('0.5 hours');
  });

  it('says nothing without a usable time', () => {
    expect(preparationTimeText(null)).toBeNull();
    expect(preparationTimeText(undefined)).toBeNull();
    expect(preparationTimeText('soon')).toBeNull();
    expect(preparationTimeText(0)).toBeNull();
  });
});
