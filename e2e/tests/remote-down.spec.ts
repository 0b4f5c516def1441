import { putMealInCart } from '../support/cart';
import { signedInCustomer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

/**
 * Each remote stopped in turn: its page shows the fallback with Retry while the header, the cart
 * badge, the session and the other areas keep working; once it is back, Retry brings the page
 * without reloading the document.
 */
const cases = [
  { remote: 'content', path: '/about', heading: 'About ZamEats', elsewhere: { link: 'Menu', heading: 'Menu' } },
  { remote: 'shop', path: '/menu', heading: 'Menu', elsewhere: { link: 'Contact', heading: 'Contact Us' } },
  { remote: 'account', path: '/user/dashboard', heading: /^Good (morning|afternoon|evening)/i, elsewhere: { link: 'Menu', heading: 'Menu' } },
  { remote: 'careers', path: '/careers', heading: 'Join Our Team', elsewhere: { link: 'Menu', heading: 'Menu' } },
] as const;

for (const { remote, path, heading, elsewhere } of cases) {
  test(`with the ${remote} remote stopped, its page offers Retry while the rest keeps working`, async ({ page, stack, baseURL }) => {
    await signedInCustomer(page, String(baseURL));
    await putMealInCart(page);
    await stack.stopService(remote);
    try {
      await page.goto(path);
      // Marks this document: still there after Retry means the page was not reloaded.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const main = page.getByRole('main');
      await expect(main.getByRole('alert')).toHaveText("Sorry, we couldn't load this page right now.", { timeout: 15_000 });
      await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();

      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
      // Still signed in: the account menu offers Logout.
      const account = header.getByRole('button', { name: 'Account' });
      await account.click();
      await expect(header.getByText('Logout')).toBeVisible();
      await account.click();
      await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: elsewhere.link }).click();
      await expect(page.getByRole('heading', { level: 1, name: elsewhere.heading })).toBeVisible();

      await stack.startService(remote);
      await page.goBack();
      await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await expect(header.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    } finally {
      await stack.startService(remote).catch(() => undefined);
    }
  });
}
