import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The cart's cookie as the storefront writes it (React Router's cookie encoding: base64 of the JSON). */
export function cartCookieValue(items: Array<[string, number]>, type = 'delivery'): string {
  return encodeURIComponent(Buffer.from(JSON.stringify({ items, type })).toString('base64'));
}

/**
 * Puts the first meal of the menu in the cart, where the storefront keeps it (its cookie, and the
 * browser's copy under `cart-storage`), as if the customer had added it; the next page load shows
 * it (from the home page when the page is on none of the site's yet).
 */
export async function putMealInCart(page: Page): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  const products = (await (await page.request.get('/api/products')).json()) as { data: { products: Array<Record<string, unknown>> } };
  const meal = products.data.products[0];
  const stored = JSON.stringify({ items: [{ ...meal, id: meal?.uuid, quantity: 1 }] });
  await page.context().addCookies([{ name: 'cart', value: cartCookieValue([[String(meal?.uuid), 1]]), url: new URL(page.url()).origin }]);
  await page.evaluate((value) => window.localStorage.setItem('cart-storage', value), stored);
}

/**
 * Checks out from the cart drawer: the storefront lands on the new order's page while the payment
 * page opens in a tab of its own. Answers the order page's address and that tab.
 */
export async function checkOutToOrderPage(page: Page, drawer: Locator): Promise<{ orderUrl: string; payment: Page }> {
  await drawer.getByRole('radio', { name: 'Card (payment link)' }).check();
  const paymentTab = page.context().waitForEvent('page');
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/user\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Order #[0-9A-F]{6}$/ })).toBeVisible();
  return { orderUrl: page.url(), payment: await paymentTab };
}

/** Pays on the payment sandbox's page, then follows its link back to the order, shown paid. */
export async function payInSandbox(payment: Page, orderUrl: string): Promise<void> {
  await payment.getByRole('button', { name: /^Pay ZK/ }).click();
  await expect(payment.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await payment.getByRole('link', { name: 'Back to your order' }).click();
  await expect(payment).toHaveURL(orderUrl);
  await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
}
