import type { Page } from '@playwright/test';
import { saveAddress, signedInCustomer } from '../support/customer';
import { layoutProblems, phoneViewports, widestPhone } from '../support/phone-fit';
import { drawerWithFirstMeal, navigate, placeOrder, realIds, routesFor, scrolledThrough, settled, withIds } from '../support/site-tour';
import { expect, test } from '../support/stack-fixture';

/**
 * Most customers order from a phone: every page, and every dialog, drawer and menu open on it, fits
 * 320, 360 and 390 px wide with nothing scrolling sideways or out of reach, signed out and signed in
 * with an order and a saved address. Each state is opened once and looked at in the three widths;
 * everything found is reported together at the end.
 */

/** A meal of another kitchen than the first meal's, which a cart holding the first one asks about. */
async function mealOfAnotherKitchen(page: Page): Promise<string> {
  const answer = await page.request.get('/api/products');
  const { data } = (await answer.json()) as { data: { products: { uuid: string; vendor: { uuid: string } }[] } };
  const first = data.products[0];
  const other = data.products.find((meal) => meal.vendor.uuid !== first?.vendor.uuid);
  if (!other) throw new Error('The seed data has one kitchen only');
  return other.uuid;
}

class Findings {
  private readonly lines: string[] = [];

  /** Looks at the page as it is now in each phone width, ending in the widest. */
  async check(page: Page, what: string): Promise<void> {
    for (const viewport of phoneViewports) {
      await page.setViewportSize(viewport);
      // Two frames: the resize's layout and whatever a media-query listener changed after it.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      for (const problem of await layoutProblems(page)) this.lines.push(`${viewport.width} px, ${what}: ${problem}`);
    }
  }

  report(): void {
    expect(this.lines, `Not fitting a phone:\n${this.lines.join('\n')}`).toEqual([]);
  }
}

for (const signedIn of [false, true]) {
  const who = signedIn ? 'signed in with an order and an address' : 'signed out';

  test(`every page and overlay fits 320, 360 and 390 px wide, ${who}`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const base = baseURL ?? '';
    const findings = new Findings();
    await page.setViewportSize(widestPhone);
    const ids = await realIds(page.request, base);
    if (signedIn) {
      const { token } = await signedInCustomer(page, base);
      ids.order = await placeOrder(page.request, base, token);
      await saveAddress(page.request, base, token, 'Cairo Road, Lusaka', '-15.4167', '28.2833');
    }
    const header = page.getByRole('banner');

    await test.step('cart drawer and its overlays', async () => {
      const drawer = await drawerWithFirstMeal(page);
      await findings.check(page, 'cart drawer');
      for (const type of ['Pickup', 'Dine-in', 'Delivery']) {
        await drawer.getByRole('button', { name: type, exact: true }).click();
        await findings.check(page, `cart drawer, ${type}`);
      }
      if (!signedIn) {
        await drawer.getByRole('button', { name: 'Login' }).click();
        const login = page.getByRole('dialog', { name: 'Sign in' });
        await login.getByRole('button', { name: 'Continue' }).click();
        await expect(login.getByRole('alert')).toBeVisible();
        await findings.check(page, 'sign-in overlay with its errors');
        await login.getByRole('button', { name: 'Register' }).click();
        const registration = page.getByRole('dialog', { name: 'Create an account' });
        await expect(registration).toBeVisible();
        await findings.check(page, 'registration overlay');
        await registration.getByRole('button', { name: /country code/ }).click();
        await expect(registration.getByRole('listbox', { name: 'Countries' })).toBeVisible();
        await findings.check(page, "registration overlay's country list");
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: /Sign in|Create an account/ })).toBeHidden();
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });

    await test.step('the question of a meal from another kitchen', async () => {
      await navigate(page, `/food/${await mealOfAnotherKitchen(page)}`);
      await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
      const question = page.getByRole('dialog', { name: 'Start a new cart?' });
      await expect(question).toBeVisible();
      await findings.check(page, 'the question Start a new cart?');
      await question.getByRole('button', { name: 'Keep my cart' }).click();
      await expect(question).toBeHidden();
    });

    await test.step('mobile menu', async () => {
      await header.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await settled(page);
      await findings.check(page, 'mobile menu');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });

    await test.step('/cart in each order type', async () => {
      await navigate(page, '/cart');
      for (const type of ['Pickup', 'Dine-in', 'Delivery']) {
        await page.getByRole('main').getByRole('button', { name: type, exact: true }).click();
        await findings.check(page, `/cart, ${type}`);
      }
    });

    if (signedIn) {
      await test.step('account dialogs and lists', async () => {
        await navigate(page, '/user/dashboard');
        await page.getByRole('button', { name: 'Top Up Wallet' }).click();
        const topUp = page.getByRole('dialog', { name: 'Top Up Wallet' });
        await topUp.getByRole('button', { name: 'Top Up', exact: true }).click();
        await expect(topUp.getByText('Please enter a valid amount')).toBeVisible();
        await findings.check(page, 'top-up dialog with its error');
        await page.keyboard.press('Escape');
        await expect(topUp).toBeHidden();

        await navigate(page, '/user/address');
        await page.getByLabel('Search address').fill('Kab');
        await expect(page.getByRole('option').first()).toBeVisible();
        await findings.check(page, "address search's suggestions");
        await page.keyboard.press('Escape');

        await navigate(page, '/user/profile');
        await page.getByRole('button', { name: 'Change Password' }).click();
        const change = page.getByRole('dialog', { name: 'Change Password' });
        await expect(change).toBeVisible();
        await findings.check(page, 'change-password dialog');
        await page.keyboard.press('Escape');
        await expect(change).toBeHidden();
      });
    }

    for (const route of routesFor(signedIn)) {
      const path = withIds(route, ids);
      await test.step(path, async () => {
        await navigate(page, path);
        await scrolledThrough(page);
        await findings.check(page, path);
      });
    }

    findings.report();
  });
}

test('the message after Add to Cart covers nothing the customer taps', async ({ page, baseURL }) => {
  const ids = await realIds(page.request, baseURL ?? '');
  for (const viewport of phoneViewports) {
    await page.setViewportSize(viewport);
    await page.goto(`/food/${ids.food}`);
    await settled(page);
    await page.evaluate(() => window.localStorage.removeItem('cart-storage'));
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    const message = page.getByRole('status').filter({ hasText: /^Added .* to cart/ });
    await expect(message).toBeVisible();
    const covered = await message.evaluate((toast) => {
      const box = toast.getBoundingClientRect();
      return [...document.querySelectorAll('main a, main button, main input, [role="dialog"] button')]
        .filter((control) => {
          const other = control.getBoundingClientRect();
          const overlaps = other.width > 0 && other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
          if (!overlaps || toast.contains(control)) return false;
          // Covered only if the customer could tap it there without the message: a control already
          // under the tab bar or a drawer's backdrop is not taken from them by the message.
          const x = (Math.max(other.left, box.left) + Math.min(other.right, box.right)) / 2;
          const y = (Math.max(other.top, box.top) + Math.min(other.bottom, box.bottom)) / 2;
          const beneath = document.elementsFromPoint(x, y).find((element) => !toast.contains(element));
          return beneath !== undefined && control.contains(beneath);
        })
        .map((control) => control.textContent?.trim() || control.getAttribute('aria-label'));
    });
    expect(covered, `at ${viewport.width} px`).toEqual([]);
  }
});
