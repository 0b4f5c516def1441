import { expect, test } from '../support/stack-fixture';
import { layoutShiftSoFar } from '../support/layout-shift';


test('the cart drawer keeps the place of its tip buttons while the pricing settings load, so nothing under them moves', async ({ page }) => {
  // The drawer reads the settings in the browser when it opens (the cart page has them from the
  // server); they come a second late, as on a slow connection.
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/menu');
  await page.route('**/api/app/settings', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer.getByText('Tax (calculating)')).toBeVisible();
  await expect(drawer.getByRole('group', { name: 'Add a tip' })).toBeVisible();
  await expect(drawer.getByText('Tax (calculating)')).toBeHidden();
  expect(await page.evaluate(layoutShiftSoFar)).toBeLessThan(0.01);
});

test("a blog card keeps its shape when its picture loads, whatever the picture's own proportions", async ({ page }) => {
  // Every post's picture is a tall one here, and it comes late, after the cards are on screen.
  const tallPicture = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="#fed7aa"/></svg>';
  await page.route('**/api/images/blog/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill({ contentType: 'image/svg+xml', body: tallPicture });
  });
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/blog');
  const firstPicture = page.getByRole('list', { name: 'Blog posts' }).getByRole('img').first();
  await expect(firstPicture).toBeVisible();
  await expect.poll(() => firstPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(await page.evaluate(layoutShiftSoFar)).toBeLessThan(0.01);
});

test('the page does not move when it replaces its loading placeholder', async ({ page }) => {
  // The careers area's code comes late, so its placeholder is on screen first.
  await page.route('**/remoteEntry.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(layoutShiftSoFar)).toBeLessThan(0.005);
});
