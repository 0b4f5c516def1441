import { expect, test } from '../support/stack-fixture';

test('a customer adds a meal from the menu and the header badge keeps it after a reload', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();

  const firstMeal = page.getByRole('article').first();
  await firstMeal.getByRole('button', { name: 'Add to Cart' }).click();

  const cartButton = header.getByRole('button', { name: 'Cart, 1 item' });
  await expect(cartButton).toBeVisible();
  await expect(cartButton).toHaveText('1');
  // The shop's drawer opened through the host's slot, with the meal in it.
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toHaveText('1');
});
