import type { Page } from '@playwright/test';
import { asSlowPhone, pageBeforeItsApp } from '../support/slow-phone';
import { expect, test } from '../support/stack-fixture';

test.use({ viewport: { width: 360, height: 740 } });

/** Taps the first meal's Add to Cart, then the Cart tab at once; answers the meal's name. */
async function addThenCartTab(page: Page): Promise<string> {
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Cart', exact: true }).click();
  return name;
}

async function expectInCart(page: Page, name: string): Promise<void> {
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('list', { name: 'Cart items' })).toContainText(name);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
}

test.describe('on a slow phone, a tap on Add to Cart and then the Cart tab', () => {
  test('as soon as the menu shows: the meal is in the cart', async ({ context }) => {
    const page = await context.newPage();
    await asSlowPhone(page);
    await page.goto('/menu', { waitUntil: 'commit' });
    await expectInCart(page, await addThenCartTab(page));
  });

  test('with the app in: the meal is in the cart', async ({ context }) => {
    const page = await context.newPage();
    await asSlowPhone(page);
    await page.goto('/menu');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expectInCart(page, await addThenCartTab(page));
  });

  test('before the app is in: the form adds it on the server, and the cart page shows it', async ({ context }) => {
    const { page } = await pageBeforeItsApp(context, '/menu');
    await asSlowPhone(page);
    await expectInCart(page, await addThenCartTab(page));
  });
});
