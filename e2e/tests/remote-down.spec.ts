import { expect, test } from '../support/stack-fixture';

test('with the content remote stopped, home shows Retry while the header, badge and menu keep working', async ({ page, stack }) => {
  await stack.stopService('content');
  try {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText("Sorry, we couldn't load this page right now.", { timeout: 15_000 });
    await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();

    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect(header.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
    await page.keyboard.press('Escape');

    await stack.startService('content');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the restaurants near you' })).toBeVisible();
  } finally {
    await stack.startService('content').catch(() => undefined);
  }
});
