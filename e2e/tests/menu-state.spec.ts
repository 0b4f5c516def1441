import type { Page } from '@playwright/test';
import { expect, test } from '../support/stack-fixture';

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu search and category live in the address, and Back returns to them and to the same place', async ({ page }) => {
    await page.goto('/menu?q=nshima');
    const search = page.getByRole('searchbox', { name: 'Search menu items' });
    await expect(search).toHaveValue('nshima');
    const meals = page.getByRole('region', { name: 'Meals' }).getByRole('article');
    await expect(meals.first()).toBeVisible();
    for (const name of await meals.getByRole('heading').allTextContents()) expect(name.toLowerCase()).toContain('nshima');

    await search.fill('');
    await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Grills & Braai' }).click();
    await expect(page).toHaveURL(/\/menu\?category=Grills\+%26\+Braai$/);
    const last = meals.last();
    await last.scrollIntoViewIfNeeded();
    const name = (await last.getByRole('heading').textContent()) ?? '';
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(300);

    await last.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/food\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await scrollY(page)).toBeLessThan(100);

    await page.goBack();
    await expect(page).toHaveURL(/\/menu\?category=Grills\+%26\+Braai$/);
    await expect(page.getByRole('button', { name: 'Grills & Braai' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 20);
    expect(await scrollY(page)).toBeLessThan(before + 20);
  });
});

test('Back to the home page returns to the meal grid where the customer left it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/');
  await page.getByRole('heading', { name: 'Explore the restaurants near you' }).scrollIntoViewIfNeeded();
  const card = page.getByRole('region', { name: 'Meals' }).getByRole('article').nth(4);
  await card.scrollIntoViewIfNeeded();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  const before = await scrollY(page);
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goBack();
  await expect.poll(() => scrollY(page), { timeout: 5000 }).toBeGreaterThan(before - 20);
  expect(await scrollY(page)).toBeLessThan(before + 20);
  await expect(page.getByRole('article', { name })).toBeInViewport();
});
