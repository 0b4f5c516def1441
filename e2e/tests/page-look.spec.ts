import type { Locator, Page } from '@playwright/test';
import { putMealInCart } from '../support/cart';
import { signedInCustomer } from '../support/customer';
import { drawerWithFirstMeal, settled } from '../support/site-tour';
import { expect, test } from '../support/stack-fixture';

/**
 * How pages look where customers saw them drawn wrong: a message over what it should not cover,
 * the same outcome said twice, store badges without their marks, a row of cards with a hole, a
 * menu cut at the screen's edge, a tab label on two lines and a broken line above the Total.
 */

const phone = { width: 360, height: 740 };
const desktop = { width: 1366, height: 900 };

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not on the screen`);
  return box;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The one message bar, whichever tone it has. */
function toastOf(page: Page, text: string | RegExp): Locator {
  return page.locator('[role="status"], [role="alert"]').filter({ has: page.getByRole('button', { name: 'Close message' }) }).filter({ hasText: text });
}

test.describe('messages on a phone', () => {
  test.use({ viewport: phone });

  test('a message never lies over the header or the title of the cart drawer', async ({ page }) => {
    const drawer = await drawerWithFirstMeal(page);
    const toast = toastOf(page, /Added .* to cart/);
    await expect(toast).toBeVisible();
    const toastBox = await boxOf(toast);
    expect(overlaps(toastBox, await boxOf(drawer.getByRole('heading', { name: 'Cart' })))).toBe(false);
    expect(overlaps(toastBox, await boxOf(drawer.getByRole('button', { name: 'Close' })))).toBe(false);
    expect(overlaps(toastBox, await boxOf(page.getByRole('banner')))).toBe(false);

    await drawer.getByRole('button', { name: 'Close' }).click();
    // Over the page it lies in the tab bar's band, clear of the logo and of the page's own content.
    await expect(toast).toBeVisible();
    const shown = await boxOf(toast);
    const tabs = await boxOf(page.getByRole('navigation', { name: 'Tabs' }));
    expect(shown.y).toBeGreaterThanOrEqual(tabs.y);
    expect(shown.y + shown.height).toBeLessThanOrEqual(tabs.y + tabs.height);
    expect(overlaps(shown, await boxOf(page.getByRole('banner').getByRole('link', { name: 'ZamEats' })))).toBe(false);
  });

  test("a message never lies over a dialog's title", async ({ page, baseURL }) => {
    await signedInCustomer(page, baseURL ?? '');
    await page.route('**/api/wallet/initiate-topup', (route) => route.fulfill({ status: 500, json: { success: false } }));
    await page.goto('/user/dashboard');
    await settled(page);
    await page.getByRole('button', { name: 'Top Up Wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Top Up Wallet' });
    await dialog.getByLabel('Amount (ZMW)').fill('50');
    await dialog.getByRole('button', { name: 'Top Up', exact: true }).click();
    const toast = toastOf(page, /topup/i);
    await expect(toast).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(overlaps(await boxOf(toast), await boxOf(dialog.getByRole('heading', { name: 'Top Up Wallet' })))).toBe(false);
  });
});

test.describe('one outcome, one message', () => {
  test('the contact form thanks the sender once, and says a failure once', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const fill = async () => {
      await form.getByLabel('Name').fill('Chanda Mulenga');
      await form.getByLabel('Email').fill('chanda@example.com');
      await form.getByLabel('Subject').fill('Opening hours');
      await form.getByLabel('Message').fill('Are you open on Sundays?');
    };
    await fill();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText("Thank you for your message! We'll get back to you soon.");
    await expect(toastOf(page, /./)).toHaveCount(0);

    await page.route('**/api/contact/submit', (route) => route.fulfill({ status: 500, json: { success: false } }));
    await fill();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toastOf(page, 'Failed to send message. Please try again.')).toBeVisible();
    await expect(page.getByText('Failed to send message. Please try again.')).toHaveCount(1);
  });
});

/** Each store badge of the page: a drawn mark, and its words inside it with room to spare. */
async function expectBadgesDrawnRight(page: Page, where: string): Promise<void> {
  const badges = page.getByRole('link', { name: /^(Download on the App Store|Get it on Google Play)/ });
  await expect(badges.first(), where).toBeVisible();
  const count = await badges.count();
  expect(count, where).toBeGreaterThanOrEqual(2);
  for (let index = 0; index < count; index += 1) {
    const badge = badges.nth(index);
    if (!(await badge.isVisible())) continue;
    await badge.scrollIntoViewIfNeeded();
    const mark = badge.locator('svg');
    await expect(mark, `${where}: a badge's mark`).toHaveCount(1);
    expect(await mark.locator('path').count(), `${where}: a badge's mark is drawn`).toBeGreaterThan(0);
    const outer = await boxOf(badge);
    // The words, measured as laid out (a range's boxes, not their element's).
    const words = await badge.evaluate((element) => {
      const range = document.createRange();
      const text = element.querySelector('span') ?? element;
      range.selectNodeContents(text);
      const rect = range.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    });
    const padding = 8;
    expect(words.x - outer.x, `${where}: room left of the words`).toBeGreaterThanOrEqual(padding);
    expect(outer.x + outer.width - (words.x + words.width), `${where}: room right of the words`).toBeGreaterThanOrEqual(padding);
    expect(words.y, `${where}: the words inside the badge`).toBeGreaterThanOrEqual(outer.y);
    expect(words.y + words.height, `${where}: the words inside the badge`).toBeLessThanOrEqual(outer.y + outer.height);
  }
}

for (const viewport of [phone, desktop]) {
  test(`the store badges show their marks and their words inside them at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/user-app', '/rider/register']) {
      await page.goto(path);
      await settled(page);
      await expectBadgesDrawnRight(page, `${path} at ${viewport.width} px`);
    }
  });
}

test.describe('the home page on a wide screen', () => {
  test.use({ viewport: desktop });

  test('the promo cards fill their row, and nothing crosses the hero but clouds', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('list', { name: 'Features' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    const grid = await boxOf(page.getByRole('list', { name: 'Features' }));
    const boxes = await Promise.all([0, 1, 2].map((index) => boxOf(cards.nth(index))));
    // One row, and its last card ends where the grid ends: no empty column after it.
    expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
    const last = boxes[2] as Box;
    expect(Math.abs(last.x + last.width - (grid.x + grid.width))).toBeLessThanOrEqual(1);

    const hero = page.getByRole('region', { name: 'Zambian flavours, delivered to your door' });
    await expect(hero).toBeVisible();
    // The hero's picture is its only picture: no small scooter under the badges.
    await expect(hero.locator('img')).toHaveCount(1);
  });
});

test('the line above the Total runs unbroken across the summary', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/');
  await putMealInCart(page);
  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Order summary' }).first();
  // 'Estimated total' until an address is chosen, 'Total' after: the line is the same.
  await expect(summary.locator('dt.total')).toBeVisible();
  const [label, amount] = await Promise.all([boxOf(summary.locator('dt.total')), boxOf(summary.locator('dd.total'))]);
  expect(Math.round(label.y)).toBe(Math.round(amount.y));
  // The amount's line starts where the label's ends.
  expect(amount.x).toBeLessThanOrEqual(label.x + label.width + 0.5);
});

test.describe('menus on a phone', () => {
  test.use({ viewport: phone });

  test('every item of the account menu shows whole, the current one too', async ({ page, baseURL }) => {
    await signedInCustomer(page, baseURL ?? '');
    for (const path of ['/user/dashboard', '/user/profile', '/user/address']) {
      await page.goto(path);
      await settled(page);
      // The user area's own menu, not the header's account menu.
      const menu = page.getByRole('navigation', { name: 'Account' }).filter({ has: page.getByRole('link', { name: 'Add New Address' }) });
      const list = menu.getByRole('list');
      const shown = await list.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        // What the list shows without scrolling: its box less what it hides.
        return { x: rect.x, y: rect.y, width: element.clientWidth, height: element.clientHeight };
      });
      const links = menu.getByRole('link');
      const count = await links.count();
      expect(count).toBe(4);
      for (let index = 0; index < count; index += 1) {
        const box = await boxOf(links.nth(index));
        const name = await links.nth(index).textContent();
        expect(box.x, `${path}: ${name} starts inside the menu`).toBeGreaterThanOrEqual(shown.x - 0.5);
        expect(box.x + box.width, `${path}: ${name} ends inside the menu`).toBeLessThanOrEqual(shown.x + shown.width + 0.5);
        expect(box.x + box.width, `${path}: ${name} ends on the screen`).toBeLessThanOrEqual(phone.width);
      }
    }
  });

  for (const width of [320, 360]) {
    test(`'Catering Menu' in the tab bar is one line at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/');
      const tab = page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Catering Menu' });
      await expect(tab).toBeVisible();
      const lines = await tab.evaluate((element) => {
        const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
        if (!text) return 0;
        const range = document.createRange();
        range.selectNodeContents(text);
        const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || parseFloat(getComputedStyle(element).fontSize) * 1.2;
        return Math.round(range.getBoundingClientRect().height / lineHeight);
      });
      expect(lines).toBe(1);
    });
  }
});
