import { ApiError, getProduct, getProducts } from '@storefront/api-client';
import { settle, type Settled } from '@storefront/ui';
import type { Product } from '@storefront/contract';
import { data } from 'react-router-dom';

const SIMILAR_MEALS = 4;

/** Other meals of the same category; a failed list only hides the section. */
async function similarMeals(meal: Product): Promise<Product[]> {
  try {
    const meals = await getProducts();
    return meals.filter((other) => other.uuid !== meal.uuid && other.category?.name === meal.category?.name).slice(0, SIMILAR_MEALS);
  } catch {
    return [];
  }
}

export interface MealWithSimilar {
  meal: Product;
  similar: Product[];
}

/** No meal has this id (the backend refuses a malformed one or one too long for any, and knows no such meal). */
const isUnknownMeal = (error: unknown) => error instanceof ApiError && error.kind === 'http' && [400, 404, 414].includes(error.status ?? 0);

/**
 * The food page's loader: the meal, then the meals like it. A meal that does not exist is the
 * not-found page (a 404 for the server); any other failure is the page's own error text.
 */
export async function readMeal(id: string): Promise<Settled<MealWithSimilar>> {
  let meal: Product;
  try {
    meal = await getProduct(id);
  } catch (error) {
    if (isUnknownMeal(error)) throw data('No such meal', { status: 404 });
    return settle(Promise.reject(error));
  }
  return { status: 'success', data: { meal, similar: await similarMeals(meal) } };
}

/** Every meal's page, for the sitemap. */
export async function mealPaths(): Promise<string[]> {
  return (await getProducts()).map((meal) => `/food/${meal.uuid}`);
}
