import { expect, test } from '../support/stack-fixture';

test('a customer browses the menu: categories, search, View More, a meal, and the cart', async ({ page }) => {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  await expect(page.getByText('10-16 mins')).toBeVisible();

  const meals = page.getByRole('region', { name: 'Meals' }).getByRole('article');
  await expect(meals).toHaveCount(12);
  await page.getByRole('button', { name: 'View More' }).click();
  await expect(meals).toHaveCount(29);

  const categories = page.getByRole('group', { name: 'Categories' });
  await expect(categories.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await categories.getByRole('button', { name: 'Drinks' }).click();
  const drinkCount = await meals.count();
  expect(drinkCount).toBeGreaterThan(0);
  expect(drinkCount).toBeLessThan(12);

  await categories.getByRole('button', { name: 'All' }).click();
  await page.getByRole('searchbox', { name: 'Search menu items' }).fill('nshima');
  await expect(meals.first()).toBeVisible();
  for (const name of await meals.allTextContents()) expect(name.toLowerCase()).toContain('nshima');

  const meal = meals.first();
  const mealName = (await meal.getByRole('heading').textContent()) ?? '';
  await meal.getByRole('link', { name: mealName }).click();
  await expect(page).toHaveURL(/\/food\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: mealName })).toBeVisible();
  await expect(page.getByText(/^Amount: ZK \d+\.\d{2}$/)).toBeVisible();
  await expect(page.getByText(/^Preparation time: [\d.]+ hours?$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Similar Product' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText(`Added ${mealName} to cart`)).toBeVisible();
  // On the food page the cart is shown inline, not as a dialog, priced as every cart is.
  const inlineCart = page.getByRole('complementary', { name: 'Cart' });
  await expect(inlineCart.getByRole('listitem')).toHaveCount(1);
  await expect(inlineCart.getByText('Tax (7.50%)')).toBeVisible();
  await expect(inlineCart.getByText('from ZK 20.00')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeHidden();

  await inlineCart.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Tax (7.50%)')).toBeVisible();
  await page.getByRole('button', { name: `Increase ${mealName}` }).click();
  await expect(page.getByLabel(`Quantity of ${mealName}`)).toHaveText('2');
  await page.getByRole('button', { name: `Decrease ${mealName}` }).click();
  await page.getByRole('button', { name: `Decrease ${mealName}` }).click();
  await expect(page.getByLabel(`Quantity of ${mealName}`)).toHaveText('1');
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await page.getByRole('link', { name: 'Browse Menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);
});

test('the cart survives a reload and follows a change made in a second tab', async ({ page, context }) => {
  await page.goto('/menu');
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await page.keyboard.press('Escape');
  const badge = (count: string) => page.getByRole('banner').getByRole('button', { name: count });
  await expect(badge('Cart, 1 item')).toBeVisible();

  await page.reload();
  await expect(badge('Cart, 1 item')).toBeVisible();

  const second = await context.newPage();
  await second.goto('/cart');
  await second.getByRole('button', { name: /^Increase / }).click();
  await expect(second.getByRole('banner').getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(badge('Cart, 2 items')).toBeVisible();
  await second.close();
});
