import { ALL_CATEGORIES, INITIAL_VISIBLE_MEALS } from './filter-meals';

/**
 * The grid's state lives in the address, so Back, a reload and a shared link show the same meals:
 * the category in the query (`?category=`, absent for All, beside the menu's `?q=`), and how many
 * meals View More has shown in the history entry's state (not worth a link, but Back restores it).
 */
export const CATEGORY_PARAM = 'category';
export const SEARCH_PARAM = 'q';

export function categoryOf(params: URLSearchParams): string {
  return params.get(CATEGORY_PARAM) || ALL_CATEGORIES;
}

export function searchOf(params: URLSearchParams): string {
  return params.get(SEARCH_PARAM) ?? '';
}

/** The query with one of its values changed; an empty value (or All) leaves the parameter out. */
export function withParam(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '' || (name === CATEGORY_PARAM && value === ALL_CATEGORIES)) next.delete(name);
  else next.set(name, value);
  return next;
}

/** How many meals the history entry shows: the first twelve unless View More was used there. */
export function mealsShownOf(state: unknown): number {
  const shown = (state as { mealsShown?: unknown } | null)?.mealsShown;
  return typeof shown === 'number' && Number.isInteger(shown) && shown > INITIAL_VISIBLE_MEALS ? shown : INITIAL_VISIBLE_MEALS;
}
