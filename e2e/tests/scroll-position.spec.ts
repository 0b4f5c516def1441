import type { Page } from '@playwright/test';
import { expect, test } from '../support/stack-fixture';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls as the customer would, and waits until the page is there. */
async function scrollDown(page: Page, by: number): Promise<number> {
  // Once the page is long enough (its meals have come).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(by);
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, by);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(by / 2);
  // A wheel scroll glides on for a moment: where it comes to rest is where the customer is.
  let last = -1;
  await expect
    .poll(async () => {
      const now = await scrollY(page);
      const resting = now === last;
      last = now;
      return resting;
    }, { intervals: [200] })
    .toBe(true);
  return last;
}

/** The page stays where it is for a while: long enough for a late restoration to have happened. */
async function expectToStayAtTop(page: Page): Promise<void> {
  expect(await scrollY(page)).toBeLessThan(5);
  await page.waitForTimeout(1500);
  expect(await scrollY(page)).toBeLessThan(5);
}

test.use({ viewport: { width: 1366, height: 800 } });

test('a page opened by its address or a reload starts at its top; Back returns to where the customer was', async ({ page }) => {
  // The menu comes whole from the server (no section grows in later), so its place is exact.
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  const onMenu = await scrollDown(page, 900);

  // Typed into the address bar: a new page of its own, at its top (not at the menu's place).
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectToStayAtTop(page);

  // Back to the menu, another document: where the customer left it.
  await page.goBack();
  await expect(page).toHaveURL(/\/menu$/);
  await expect.poll(() => scrollY(page), { timeout: 5000 }).toBeGreaterThan(onMenu - 30);
  expect(await scrollY(page)).toBeLessThan(onMenu + 30);

  // Reloaded where the customer had scrolled to: back at the top.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expectToStayAtTop(page);

  // Forward to the blog: it was left at its top.
  await page.goForward();
  await expect(page).toHaveURL(/\/blog$/);
  await expectToStayAtTop(page);
});

test('a page a redirect opens starts at its top', async ({ page }) => {
  await page.goto('/menu');
  await scrollDown(page, 900);
  // A page of the customer's own, opened signed out, sends the visitor to sign in.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/user/dashboard');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectToStayAtTop(page);
});
