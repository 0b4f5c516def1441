import type { Locator, Page } from '@playwright/test';
import { ordersOf, registeredCustomer, sessionToken, type Customer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

/**
 * A customer who uses only the keyboard: Tab, Shift+Tab, Enter, Space and Escape, never a click
 * and never a focus() call. Dialogs keep the focus inside, close on Escape and give the focus back
 * to the control that opened them.
 */

/** Presses Tab (Shift+Tab with `backwards`) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach it`).toBeFocused();
}

/** Tabs through `dialog` until the focus comes round again: it never leaves, and Tab from the last control goes back inside. */
async function expectFocusTrapped(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  const visited: string[] = [];
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press(key);
    await expect(dialog.locator(':focus'), `focus left the dialog after ${presses + 1} presses of ${key}`).toHaveCount(1);
    // Which control has the focus, by its place in the document (read only; the page is not changed).
    const where = await page.evaluate(() => {
      const path: number[] = [];
      for (let node = document.activeElement; node?.parentElement; node = node.parentElement) {
        path.unshift([...node.parentElement.children].indexOf(node));
      }
      return path.join('.');
    });
    if (visited.includes(where)) {
      expect(visited.length, 'the dialog has more than one control').toBeGreaterThan(1);
      return;
    }
    visited.push(where);
  }
  throw new Error(`The focus did not come round in ${visited.length} presses of ${key}`);
}

/** A customer with a saved delivery address, made through the API. */
async function customerWithAddress(page: Page, baseURL: string): Promise<Customer> {
  const { customer, token } = await registeredCustomer(page.request, baseURL);
  const saved = await page.request.post(`${baseURL}/api/address`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { address: 'Kabulonga, Lusaka', location: 'Lusaka', latitude: '-15.4105', longitude: '28.3392' },
  });
  expect(saved.ok()).toBe(true);
  return customer;
}

test('with the keyboard alone, a customer adds a meal, signs in from the cart and checks out for delivery', async ({
  page,
  context,
  baseURL,
}) => {
  const customer = await customerWithAddress(page, baseURL ?? '');
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  const header = page.getByRole('banner');

  // Add the first meal: the cart drawer opens; Escape closes it and the focus is back on the button.
  const addToCart = page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' });
  await tabTo(page, addToCart);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
  await expect(drawer.locator(':focus')).toHaveCount(1);
  await expectFocusTrapped(page, drawer);
  await expectFocusTrapped(page, drawer, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(addToCart).toBeFocused();

  // Open the drawer from the header's cart button.
  const cartButton = header.getByRole('button', { name: 'Cart, 1 item' });
  await tabTo(page, cartButton, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();

  // Delivery needs an address, so the drawer offers to sign in: its login overlay traps and returns the focus too.
  const loginButton = drawer.getByRole('button', { name: 'Login' });
  await tabTo(page, loginButton);
  await page.keyboard.press('Enter');
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  // The form comes from the account area, loaded with the overlay.
  await expect(signIn.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expectFocusTrapped(page, signIn);
  await page.keyboard.press('Escape');
  await expect(signIn).toBeHidden();
  await expect(drawer).toBeVisible();
  await expect(loginButton).toBeFocused();
  await page.keyboard.press('Space');
  await expect(signIn).toBeVisible();

  await tabTo(page, signIn.getByLabel('Phone number or Email'));
  await page.keyboard.type(customer.email);
  await tabTo(page, signIn.getByLabel('Password', { exact: true }));
  await page.keyboard.type(customer.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(signIn).toBeHidden();
  // The control that opened the overlay is gone with the sign-in; the focus stays in the cart.
  await expect(drawer.locator(':focus')).toHaveCount(1);

  // Choose the saved address and check out; the payment page opens in a new tab.
  const address = drawer.getByRole('radio', { name: /Kabulonga/ });
  await tabTo(page, address);
  await page.keyboard.press('Space');
  await expect(address).toBeChecked();
  // Pay by card: from the way chosen first (Mobile money), the arrow moves to the next the customer can take.
  await tabTo(page, drawer.getByRole('radio', { name: 'Mobile money' }));
  await page.keyboard.press('ArrowDown');
  await expect(drawer.getByRole('radio', { name: 'Card (payment link)' })).toBeChecked();
  const checkout = drawer.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeEnabled();
  await tabTo(page, checkout);
  const paymentTab = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Order placed successfully! Redirecting to payment...')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  const payment = await paymentTab;
  const pay = payment.getByRole('button', { name: /^Pay ZK/ });
  await tabTo(payment, pay);
  await payment.keyboard.press('Enter');
  await expect(payment.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  const [order] = await ordersOf(page.request, baseURL ?? '', await sessionToken(page));
  expect(order).toMatchObject({ order_type: 'delivery', payment_status: 'paid' });
});

test('with the keyboard alone, the header menus and the mobile menu open, keep and give back the focus', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');

  // The Info menu: Enter opens it, its links are next in the Tab order, Escape closes it and focuses the button again.
  const info = header.getByRole('button', { name: 'Info' });
  await tabTo(page, info);
  await page.keyboard.press('Enter');
  await expect(info).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(header.getByRole('link', { name: 'About Us' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(info).toHaveAttribute('aria-expanded', 'false');
  await expect(info).toBeFocused();

  // On a phone, the full-screen menu is a dialog like the others.
  await page.setViewportSize({ width: 390, height: 844 });
  const openMenu = header.getByRole('button', { name: 'Open menu' });
  await tabTo(page, openMenu);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.locator(':focus')).toHaveCount(1);
  await expectFocusTrapped(page, menu);
  await expectFocusTrapped(page, menu, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(openMenu).toBeFocused();

  // A choice in the menu goes there.
  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Catering' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/catering$/);
  await expect(menu).toBeHidden();

  // So does one of the footer's, which a phone shows nowhere else.
  await tabTo(page, openMenu);
  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Careers' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/careers$/);
  await expect(menu).toBeHidden();
});
