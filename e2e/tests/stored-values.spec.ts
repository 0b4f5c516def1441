import { expect, test } from '../support/stack-fixture';

/** Values a visitor's browser may hold: broken JSON, another app's shape, an older version's shape. */
const badValues = [
  { cart: '{"items": [', session: '{"token": ' },
  { cart: JSON.stringify({ state: { cart: [{ name: 'Nshima', qty: 2 }] }, version: 0 }), session: JSON.stringify({ token: 42, user: 'mwila' }) },
  { cart: JSON.stringify({ items: [{ id: 'x', quantity: -3 }] }), session: JSON.stringify(['token']) },
];

for (const [index, { cart, session }] of badValues.entries()) {
  test(`a corrupt or old cart and session (case ${index + 1}) are dropped and the page loads`, async ({ page }) => {
    const uncaught: Error[] = [];
    page.on('pageerror', (error) => uncaught.push(error));
    await page.goto('/about');
    await page.evaluate(
      ([storedCart, storedSession]) => {
        window.localStorage.setItem('cart-storage', storedCart);
        window.localStorage.setItem('session', storedSession);
      },
      [cart, session] as const,
    );

    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    // Signed out: the account menu offers Login.
    await header.getByRole('button', { name: 'Account' }).click();
    await expect(header.getByText('Login')).toBeVisible();

    // The storefront still works with the bad values gone: a new cart is stored in its own shape.
    await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect(header.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    const stored = await page.evaluate(() => [window.localStorage.getItem('cart-storage'), window.localStorage.getItem('session')]);
    expect(JSON.parse(stored[0] ?? 'null')).toMatchObject({ items: [{ quantity: 1 }] });
    expect(stored[1] === null || stored[1] === 'null').toBe(true);
    expect(uncaught).toEqual([]);
  });
}
