import type { Product } from '@storefront/contract';

/** The category filter's first choice, selected by default. */
export const ALL_CATEGORIES = 'All';
/** 12 meals at first, 17 more per View More. */
export const INITIAL_VISIBLE_MEALS = 12;
export const MORE_MEALS_STEP = 17;

export interface MealFilter {
  category: string;
  search: string;
}

function matchesSearch(meal: Product, words: readonly string[]): boolean {
  const text = [meal.name, meal.description, meal.vendor.name, meal.category?.name].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The meals of the chosen category whose name, description, vendor or category hold every search word. */
export function filterMeals(meals: readonly Product[], { category, search }: MealFilter): Product[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return meals.filter(
    (meal) => (category === ALL_CATEGORIES || meal.category?.name === category) && matchesSearch(meal, words),
  );
}

/** The filter's choices: 'All', then the categories the server lists, else those the meals carry. */
export function categoryChoices(listed: readonly string[] | null, meals: readonly Product[]): string[] {
  const names = listed ?? meals.flatMap((meal) => (meal.category ? [meal.category.name] : []));
  return [ALL_CATEGORIES, ...new Set(names.filter((name) => name !== ALL_CATEGORIES))];
}
