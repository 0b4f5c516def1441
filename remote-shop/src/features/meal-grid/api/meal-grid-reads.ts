import { DEFAULT_PRICING_RATES, getAppSettings, getCategories, getProducts, ratesFromSettings } from '@storefront/api-client';
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

/**
 * The delivery rate per kilometre the cart charges: the settings' one, or the default rate the
 * cart falls back to when they fail or are malformed.
 */
export async function deliveryRatePerKm(): Promise<number> {
  try {
    return (ratesFromSettings((await getAppSettings()).settings) ?? DEFAULT_PRICING_RATES).deliveryPerKm;
  } catch {
    return DEFAULT_PRICING_RATES.deliveryPerKm;
  }
}

/** What the grid shows: the meals and the categories of its filter. */
export interface MealReads {
  meals: Settled<Product[]>;
  categories: string[] | null;
}

/** The grid's reads, side by side: the `meal-grid` slot's `read`. */
export async function readMeals(): Promise<MealReads> {
  const [meals, categories] = await Promise.all([settle(getProducts()), categoryNamesOrNull()]);
  return { meals, categories };
}

export interface MealGridReads extends MealReads {
  /** For the banner: what delivery costs per kilometre. */
  deliveryPerKm: number;
}

/** What the menu shows, read side by side: the menu page's loader. */
export async function readMealGrid(): Promise<MealGridReads> {
  const [meals, deliveryPerKm] = await Promise.all([readMeals(), deliveryRatePerKm()]);
  return { ...meals, deliveryPerKm };
}
