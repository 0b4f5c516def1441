import type { Page } from '@playwright/test';

/**
 * Puts the first meal of the menu in the cart, in the shape the storefront stores it under
 * `cart-storage`, as if the customer had added it; the next page load shows it. The page must be
 * on the storefront's origin.
 */
export async function putMealInCart(page: Page): Promise<void> {
  const products = (await (await page.request.get('/api/products')).json()) as { data: { products: Array<Record<string, unknown>> } };
  const meal = products.data.products[0];
  const stored = JSON.stringify({ items: [{ ...meal, id: meal?.uuid, quantity: 1 }] });
  await page.evaluate((value) => window.localStorage.setItem('cart-storage', value), stored);
}
