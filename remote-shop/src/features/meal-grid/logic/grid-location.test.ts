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

  it("drops View More's count when the category or the search changes, so they start again from twelve", () => {
    const params = new URLSearchParams('q=nshima&shown=29');
    expect(withParam(params, 'category', 'Drinks').toString()).toBe('q=nshima&category=Drinks');
    expect(withParam(params, 'q', 'beef').toString()).toBe('q=beef');
    expect(withParam(params, 'shown', '46').toString()).toBe('q=nshima&shown=46');
  });

  it('shows twelve meals unless the address asks for more', () => {
    expect(mealsShownOf(new URLSearchParams(''))).toBe(12);
    expect(mealsShownOf(new URLSearchParams('shown=29'))).toBe(29);
    expect(mealsShownOf(new URLSearchParams('shown=many'))).toBe(12);
    expect(mealsShownOf(new URLSearchParams('shown=3'))).toBe(12);
    expect(mealsShownOf(new URLSearchParams('shown=29.5'))).toBe(12);
  });
});
