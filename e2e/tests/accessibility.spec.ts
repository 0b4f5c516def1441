import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { createRequire } from 'node:module';
import { signedInCustomer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

/**
 * Every page of the storefront, and the open states of its dialogs and menus, checked by axe
 * against WCAG 2.0 and 2.1 A and AA at a desktop and a phone width, signed out and signed in.
 * Serious and critical violations fail. Each combination of width and session runs on one page,
 * moving between routes the way the app's own links do (the first load is a real one), and
 * reports everything it found at the end.
 */

// The contract is a CommonJS package of TypeScript sources, whose named exports an ES module here
// cannot import; required, they go through Playwright's TypeScript loader.
const contract = createRequire(import.meta.url);
const { remoteRoutePaths } = contract('@storefront/shared/routes') as typeof import('@storefront/shared/routes');
const { cateringBundles } = contract('@storefront/shared/schemas') as typeof import('@storefront/shared/schemas');

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/** Pages that send a visitor without a session to sign in, and pages that send a signed-in customer home. */
const signedInOnly = new Set(['/user/dashboard', '/user/orders/:id', '/user/address', '/user/profile', '/goodbye']);
const signedOutOnly = new Set(['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/otp', '/rider/register']);

/** Every route of the route table, plus a path no route answers (the host's not-found page). */
const allPaths: string[] = [...Object.values(remoteRoutePaths).flat(), '/no-such-page'];

interface Ids {
  food: string;
  blog: string;
  catering: string;
  /** The signed-in customer's order, for its page. */
  order?: string;
}

/** A real meal and blog post from the API; the catering bundles are static data of the contract. */
async function realIds(request: APIRequestContext, baseURL: string): Promise<Ids> {
  const products = (await (await request.get(`${baseURL}/api/products`)).json()) as { data: { products: { uuid: string }[] } };
  const blog = (await (await request.get(`${baseURL}/api/blog`)).json()) as { data: { slug?: string; id: number }[] };
  const food = products.data.products[0]?.uuid;
  const post = blog.data[0];
  const catering = cateringBundles[0]?.id;
  if (!food || !post || catering === undefined) throw new Error('The seed data has no meal, blog post or catering bundle');
  return { food, blog: post.slug ?? String(post.id), catering: String(catering) };
}

function withIds(path: string, ids: Ids): string {
  return path
    .replace('/food/:id', `/food/${ids.food}`)
    .replace('/blog/:id', `/blog/${ids.blog}`)
    .replace('/catering/:id', `/catering/${ids.catering}`)
    .replace('/user/orders/:id', `/user/orders/${ids.order ?? 'none'}`);
}

/** A pickup order of the signed-in customer, so the dashboard has an order to open; answers its uuid. */
async function placeOrder(request: APIRequestContext, baseURL: string, token: string): Promise<string> {
  const products = (await (await request.get(`${baseURL}/api/products`)).json()) as {
    data: { products: { uuid: string; vendor: { uuid: string } }[] };
  };
  const meal = products.data.products[0];
  if (!meal) throw new Error('No meal to order');
  const order = (total: number) =>
    request.post(`${baseURL}/api/orders`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        products: [{ product_uuid: meal.uuid, quantity: 1, vendor_uuid: meal.vendor.uuid }],
        address_uuid: null,
        order_type: 'pickup',
        total_price: total,
        instructions: '',
        tip: null,
      },
    });
  // The server prices the order itself and answers a wrong total with the right one.
  const priced = (await (await order(0)).json()) as { total_price: number };
  const placed = await order(priced.total_price);
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { data: { order: { uuid: string } } }).data.order.uuid;
}

/** The page has really rendered: its h1 is shown and nothing is loading any more. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1:not([data-left])').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/**
 * Opens `path` as a link of the app would (the router follows the history), then waits for the new
 * page: the old page's h1 is marked, since the host keeps the old page on screen while the next loads.
 */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    if (window.location.pathname === to) return;
    document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-left', ''));
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
  await settled(page);
}

/** Scrolls down a screen at a time, so the sections that load near view (meal grid, footer) are there too. */
async function scrolledThrough(page: Page): Promise<void> {
  for (let step = 0; step < 20; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atEnd) break;
    await page.waitForTimeout(50);
  }
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

class Findings {
  private readonly lines: string[] = [];

  constructor(private readonly combination: string) {}

  async scan(page: Page, what: string, include?: string): Promise<void> {
    // Legacy mode runs axe in the page itself instead of opening a blank page to merge the results
    // of frames; the storefront has no frames, and it halves the time of a scan.
    // WCAG 2.5.3 (a control's name contains its visible words) is an experimental rule in this
    // axe, which newer versions run by default: it is switched on here.
    let builder = new AxeBuilder({ page })
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .withTags(WCAG_TAGS)
      .setLegacyMode(true);
    if (include) builder = builder.include(include);
    const { violations } = await builder.analyze();
    for (const violation of violations) {
      if (!FAILING_IMPACTS.has(violation.impact ?? '')) continue;
      const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n');
      this.lines.push(`${this.combination}, ${what}: ${violation.id} (${violation.impact}) ${violation.help}\n${targets}`);
    }
  }

  async report(testInfo: TestInfo): Promise<void> {
    const summary = this.lines.join('\n');
    if (summary) await testInfo.attach('axe violations', { body: summary, contentType: 'text/plain' });
    expect(this.lines, `Serious or critical accessibility violations:\n${summary}`).toEqual([]);
  }
}

for (const [width, viewport] of Object.entries(viewports)) {
  for (const signedIn of [false, true]) {
    const who = signedIn ? 'signed in' : 'signed out';

    test(`every page and open state, ${width} width, ${who}: no serious or critical axe violation`, async ({ page, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      const base = baseURL ?? '';
      const findings = new Findings(`${width}, ${who}`);
      await page.setViewportSize(viewport);
      const ids = await realIds(page.request, base);
      if (signedIn) {
        const { token } = await signedInCustomer(page, base);
        ids.order = await placeOrder(page.request, base, token);
      }
      const header = page.getByRole('banner');

      // Open states first; they also leave a meal in the cart for the cart and food pages.
      await test.step('cart drawer', async () => {
        await page.goto('/menu');
        await settled(page);
        await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
        const drawer = page.getByRole('dialog', { name: 'Cart' });
        await expect(drawer.getByRole('listitem').first()).toBeVisible();
        await expect(drawer.getByText('Loading...')).toHaveCount(0);
        await findings.scan(page, 'cart drawer open');
        if (!signedIn) {
          await drawer.getByRole('button', { name: 'Login' }).click();
          const login = page.getByRole('dialog', { name: 'Sign in' });
          await expect(login).toBeVisible();
          await findings.scan(page, "cart drawer's login overlay open");
          if (width === 'desktop') {
            // With the spec's messages of a refused sign-in shown.
            await login.getByRole('button', { name: 'Continue' }).click();
            await expect(login.getByRole('alert')).toBeVisible();
            await findings.scan(page, "login overlay's errors shown", '[role="dialog"][aria-label="Sign in"]');
            await login.getByRole('button', { name: 'Register' }).click();
            const registration = page.getByRole('dialog', { name: 'Create an account' });
            await registration.getByRole('button', { name: /^Country code/ }).click();
            await expect(registration.getByRole('listbox', { name: 'Countries' })).toBeVisible();
            await findings.scan(page, "register overlay's country list open", '[role="dialog"][aria-label="Create an account"]');
            await page.keyboard.press('Escape');
          }
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog', { name: /Sign in|Create an account/ })).toBeHidden();
        }
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      });

      if (width === 'mobile') {
        await test.step('mobile menu', async () => {
          await header.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
          await findings.scan(page, 'mobile menu open');
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
        });
      } else {
        await test.step('header menus', async () => {
          await header.getByRole('button', { name: 'Info' }).click();
          await expect(header.getByRole('link', { name: 'About Us' })).toBeVisible();
          await findings.scan(page, 'Info menu open', 'header');
          await page.keyboard.press('Escape');
          await header.getByRole('button', { name: /Account/ }).click();
          await expect(header.getByRole('button', { name: /Account/ })).toHaveAttribute('aria-expanded', 'true');
          await findings.scan(page, 'account menu open', 'header');
          await page.keyboard.press('Escape');
        });
      }

      if (signedIn && width === 'desktop') {
        await test.step('account dialogs and lists', async () => {
          await navigate(page, '/user/dashboard');
          await page.getByRole('button', { name: 'Top Up Wallet' }).click();
          const topUp = page.getByRole('dialog', { name: 'Top Up Wallet' });
          await topUp.getByRole('button', { name: 'Top Up', exact: true }).click();
          await expect(topUp.getByText('Please enter a valid amount')).toBeVisible();
          await findings.scan(page, 'top-up dialog with its error', '[role="dialog"]');
          await page.keyboard.press('Escape');
          await expect(topUp).toBeHidden();

          await navigate(page, '/user/address');
          await page.getByLabel('Search address').fill('Kab');
          await expect(page.getByRole('option').first()).toBeVisible();
          await findings.scan(page, "address search's suggestions open", 'main');
          await page.keyboard.press('Escape');

          await navigate(page, '/user/profile');
          await page.getByRole('button', { name: 'Change Password' }).click();
          await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
          await findings.scan(page, 'change-password dialog open', '[role="dialog"]');
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeHidden();
        });
      }

      for (const route of allPaths) {
        if (signedIn ? signedOutOnly.has(route) : signedInOnly.has(route)) continue;
        const path = withIds(route, ids);
        await test.step(path, async () => {
          await navigate(page, path);
          await scrolledThrough(page);
          await findings.scan(page, path);
        });
      }

      await findings.report(testInfo);
    });
  }
}
