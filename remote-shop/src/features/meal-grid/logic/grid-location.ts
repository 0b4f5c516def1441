import { ALL_CATEGORIES, INITIAL_VISIBLE_MEALS } from './filter-meals';

/**
 * The grid's state lives in the address, so Back, a reload and a shared link show the same meals,
 * and the server renders what the browser will: the category (`?category=`, absent for All),
 * beside the menu's search (`?q=`), and how many meals View More has shown (`?shown=`, absent for
 * the first twelve).
 */
export const CATEGORY_PARAM = 'category';
export const SEARCH_PARAM = 'q';
export const SHOWN_PARAM = 'shown';

export function categoryOf(params: URLSearchParams): string {
  return params.get(CATEGORY_PARAM) || ALL_CATEGORIES;
}

export function searchOf(params: URLSearchParams): string {
  return params.get(SEARCH_PARAM) ?? '';
}

/**
 * The query with one of its values changed; an empty value (or All) leaves the parameter out. A new
 * category or search starts again from the first twelve meals, so it leaves out View More's count.
 */
export function withParam(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (name !== SHOWN_PARAM) next.delete(SHOWN_PARAM);
  if (value === '' || (name === CATEGORY_PARAM && value === ALL_CATEGORIES)) next.delete(name);
  else next.set(name, value);
  return next;
}

/** How many meals the address shows: the first twelve unless View More asked for more there. */
export function mealsShownOf(params: URLSearchParams): number {
  const shown = Number(params.get(SHOWN_PARAM));
  return Number.isSafeInteger(shown) && shown > INITIAL_VISIBLE_MEALS ? shown : INITIAL_VISIBLE_MEALS;
}
