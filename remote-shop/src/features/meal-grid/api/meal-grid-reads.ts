import { getCategories, getProducts } from '@storefront/api-client';
import { settle, type Settled } from '@storefront/ui';
import type { Product } from '@storefront/contract';

/** Categories are a nicety: without them the filter offers the categories the meals carry. */
export async function categoryNamesOrNull(): Promise<string[] | null> {
  try {
    return (await getCategories()).map((category) => category.name);
  } catch {
    return null;
  }
}

export interface MealGridReads {
  meals: Settled<Product[]>;
  categories: string[] | null;
}

/** What the meal grid shows, read side by side: the menu page's loader. */
export async function readMealGrid(): Promise<MealGridReads> {
  const [meals, categories] = await Promise.all([settle(getProducts()), categoryNamesOrNull()]);
  return { meals, categories };
}
