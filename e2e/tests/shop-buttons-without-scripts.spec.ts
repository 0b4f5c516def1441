import type { Page } from '@playwright/test';
import { signedInCustomer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';
import { withoutScripts } from '../support/without-scripts';

interface Meal {
  uuid: string;
  name: string;
  image: Array<{ url: string }>;
}

async function menuMeals(page: Page): Promise<Meal[]> {
  const answer = await page.request.get('/api/products');
  return ((await answer.json()) as { data: { products: Meal[] } }).data.products;
}

test.describe("the shop's buttons with scripts off", () => {
  test('View More asks for the page with 17 more meals, keeping the rest of its address', async ({ browser, baseURL }) => {
    const { context, page } = await withoutScripts(browser, baseURL);
    const total = (await menuMeals(page)).length;
    expect(total).toBeGreaterThan(29);

    await page.goto('/menu');
    const meals = page.getByRole('region', { name: 'Meals' }).getByRole('article');
    await expect(meals).toHaveCount(12);
    await page.getByRole('button', { name: 'View More' }).click();
    await expect(page).toHaveURL(/\/menu\?shown=29$/);
    await expect(meals).toHaveCount(29);
    await page.getByRole('button', { name: 'View More' }).click();
    await expect(page).toHaveURL(/\/menu\?shown=46$/);
    await expect(meals).toHaveCount(Math.min(total, 46));

    // The search stays; a new category starts again from the first twelve.
    await page.goto('/menu?q=a');
    await page.getByRole('button', { name: 'View More' }).click();
    await expect(page).toHaveURL(/\/menu\?q=a&shown=29$/);
    await expect(page.getByRole('searchbox', { name: 'Search menu items' })).toHaveValue('a');
    await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/menu\?q=a&category=All$/);
    await expect(meals).toHaveCount(12);
    await context.close();
  });

  test("the meal's gallery asks for the page with the picture tapped", async ({ browser, baseURL }) => {
    const { context, page } = await withoutScripts(browser, baseURL);
    const meal = (await menuMeals(page)).find((each) => each.image.length === 3);
    if (!meal) throw new Error('The menu has no meal with three pictures');
    const picture = page.getByRole('region', { name: `Pictures of ${meal.name}` }).getByRole('img');

    await page.goto(`/food/${meal.uuid}`);
    await expect(picture).toHaveAccessibleName(`${meal.name}, picture 1 of 3`);
    await page.getByRole('button', { name: 'Next picture' }).click();
    await expect(page).toHaveURL(new RegExp(`/food/${meal.uuid}\\?picture=2$`));
    await expect(picture).toHaveAccessibleName(`${meal.name}, picture 2 of 3`);
    await expect(picture).toHaveAttribute('src', meal.image[1]?.url ?? '');

    await page.getByRole('button', { name: 'Show picture 3' }).click();
    await expect(page).toHaveURL(/\?picture=3$/);
    await expect(picture).toHaveAccessibleName(`${meal.name}, picture 3 of 3`);
    await expect(page.getByRole('button', { name: 'Show picture 3' })).toHaveAttribute('aria-current', 'true');

    await page.getByRole('button', { name: 'Next picture' }).click();
    await expect(picture).toHaveAccessibleName(`${meal.name}, picture 1 of 3`);
    await page.getByRole('button', { name: 'Previous picture' }).click();
    await expect(picture).toHaveAccessibleName(`${meal.name}, picture 3 of 3`);
    await context.close();
  });

  test("the cart's Add Address opens the account's address page with its add form, to come back to the cart", async ({ browser, baseURL }) => {
    const { context, page } = await withoutScripts(browser, baseURL);
    await signedInCustomer(page, baseURL ?? '');
    const [meal] = await menuMeals(page);
    if (!meal) throw new Error('The menu has no meal');

    await page.goto(`/food/${meal.uuid}`);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.goto('/cart');
    await expect(page.getByText('No address found')).toBeVisible();
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(page).toHaveURL(/\/user\/address\?open=address&from=%2Fcart$/);
    await context.close();
  });
});
