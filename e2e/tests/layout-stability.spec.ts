import { putMealInCart } from '../support/cart';
import { expect, test } from '../support/stack-fixture';

/** The layout shifts of the page so far, summed as CLS sums them (without the 500 ms input exclusion, which no test input here triggers). */
function layoutShiftSoFar(): Promise<number> {
  return new Promise((resolve) => {
    let total = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(total), 0);
  });
}

test('the cart keeps the place of its tip buttons while the pricing settings load, so nothing under them moves', async ({ page }) => {
  await page.goto('/menu');
  await putMealInCart(page);
  // The settings come a second late, as on a slow connection (the preload from the page's headers too).
  await page.route('**/api/app/settings', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/cart');
  await expect(page.getByText('Tax (calculating)')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Add a tip' })).toBeVisible();
  await expect(page.getByText('Tax (calculating)')).toBeHidden();
  expect(await page.evaluate(layoutShiftSoFar)).toBeLessThan(0.01);
});
