import { expect, test } from '../support/stack-fixture';

test('with the content remote stopped, home shows Retry while the header, badge and menu keep working', async ({ page, stack }) => {
  await stack.stopService('content');
  try {
    await page.goto('/');
    await expect(page.getByRole('alert').filter({ hasText: "couldn't load this page" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();

    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect(header.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

    await stack.startService('content');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('button', { name: 'Retry' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the restaurants near you' })).toBeVisible();
  } finally {
    await stack.startService('content').catch(() => undefined);
  }
});
