import { categoryOf, mealsShownOf, searchOf, withParam } from './grid-location';

describe('the grid in the address', () => {
  it('reads the category and the search, All and nothing by default', () => {
    expect(categoryOf(new URLSearchParams('category=Grills+%26+Braai'))).toBe('Grills & Braai');
    expect(categoryOf(new URLSearchParams(''))).toBe('All');
    expect(searchOf(new URLSearchParams('q=nshima+beef'))).toBe('nshima beef');
    expect(searchOf(new URLSearchParams(''))).toBe('');
  });

  it('writes a value, and leaves out an empty search and the All category', () => {
    const params = new URLSearchParams('q=nshima');
    expect(withParam(params, 'category', 'Drinks').toString()).toBe('q=nshima&category=Drinks');
    expect(withParam(new URLSearchParams('q=x&category=Drinks'), 'category', 'All').toString()).toBe('q=x');
    expect(withParam(params, 'q', '').toString()).toBe('');
    expect(params.toString()).toBe('q=nshima');
  });

  it('shows twelve meals unless View More was used in this history entry', () => {
    expect(mealsShownOf(null)).toBe(12);
    expect(mealsShownOf({ mealsShown: 29 })).toBe(29);
    expect(mealsShownOf({ mealsShown: 'many' })).toBe(12);
    expect(mealsShownOf({ mealsShown: 3 })).toBe(12);
  });
});
