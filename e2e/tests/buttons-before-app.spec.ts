import type { Page } from '@playwright/test';
import { cartCookieValue } from '../support/cart';
import { signedInCustomer } from '../support/customer';
import { placeOrder, realIds, routesFor, withIds } from '../support/site-tour';
import { expect, test } from '../support/stack-fixture';
import { withoutScripts } from '../support/without-scripts';

/**
 * The page's buttons a tap on which the browser does not answer by itself: a `type="button"` (its
 * only effect is a script's) or a submit button outside any form. Before the app is in, or with
 * scripts off, every button must be a form's, so a tap always starts something.
 */
function buttonsThatNeedTheApp(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button')]
      .filter((button) => button.type !== 'submit' || !button.form)
      .map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim()),
  );
}

test.describe('before the app is in, or with scripts off', () => {
  test("every button of every page is a form's, which the browser sends", async ({ browser, baseURL }) => {
    test.slow();
    for (const signedIn of [false, true]) {
      const { context, page } = await withoutScripts(browser, baseURL);
      const ids = await realIds(page.request, baseURL ?? '');
      if (signedIn) {
        const { token } = await signedInCustomer(page, baseURL ?? '');
        // An order waiting for its payment, so its page shows Pay Now.
        ids.order = await placeOrder(page.request, baseURL ?? '', token);
      }
      // A meal in the cart, for delivery: the cart shows its lines, the tip and Add Address.
      await context.addCookies([{ name: 'cart', value: cartCookieValue([[ids.food, 1]]), url: baseURL ?? '' }]);
      for (const route of routesFor(signedIn)) {
        const path = withIds(route, ids);
        await page.goto(path);
        expect.soft(await buttonsThatNeedTheApp(page), `${signedIn ? 'signed in' : 'visitor'}: ${path}`).toEqual([]);
      }
      await context.close();
    }
  });

  test("a phone's menu opens, and closes back to the page it was opened on", async ({ browser, baseURL }) => {
    const { context, page } = await withoutScripts(browser, baseURL);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/menu?q=nshima');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Catering' })).toBeVisible();
    await expect(page).toHaveURL(/\/menu\?q=nshima&open=menu$/);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/menu\?q=nshima$/);
    await context.close();
  });
});

test("a page asked for with the phone's menu open hydrates with it open, and the app closes it", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/menu?open=menu');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/menu$/);
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await expect(page).toHaveURL(/\/menu$/);
});
