import { mealFixture as productFixture } from '@storefront/testing';
import { ALL_CATEGORIES, categoryChoices, filterMeals } from './filter-meals';

const nshima = productFixture({ name: 'Nshima with beef stew', category: { name: 'Zambian Classics' } });
const burger = productFixture({ name: 'Cheese burger', description: 'With chips', category: { name: 'Fast Food' } });
const bream = productFixture({
  name: 'Grilled bream',
  category: { name: 'Zambian Classics' },
  vendor: { uuid: 'v-2', name: 'Lake Kariba Grill' },
});
const meals = [nshima, burger, bream];

describe('filterMeals', () => {
  it('keeps everything for All and no search', () => {
    expect(filterMeals(meals, { category: ALL_CATEGORIES, search: '' })).toEqual(meals);
  });

  it('keeps the chosen category', () => {
    expect(filterMeals(meals, { category: 'Zambian Classics', search: '' })).toEqual([nshima, bream]);
  });

  it('matches every word of the search in name, description, vendor or category, ignoring case', () => {
    expect(filterMeals(meals, { category: ALL_CATEGORIES, search: 'CHIPS' })).toEqual([burger]);
    expect(filterMeals(meals, { category: ALL_CATEGORIES, search: ' kariba  bream ' })).toEqual([bream]);
    expect(filterMeals(meals, { category: ALL_CATEGORIES, search: 'classics' })).toEqual([nshima, bream]);
    expect(filterMeals(meals, { category: 'Fast Food', search: 'nshima' })).toEqual([]);
  });
});

describe('categoryChoices', () => {
  it('puts All first, then the listed categories', () => {
    expect(categoryChoices(['Drinks', 'Fast Food'], meals)).toEqual(['All', 'Drinks', 'Fast Food']);
  });

  it("falls back to the meals' categories, once each", () => {
    expect(categoryChoices(null, meals)).toEqual(['All', 'Zambian Classics', 'Fast Food']);
  });
});
