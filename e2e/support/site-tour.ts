import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { createRequire } from 'node:module';
import { waitUntilInteractive } from './interactive';

/**
 * Walking every page of the storefront the way its own links do: the specification's routes, real
 * ids to fill them, and how to tell that a page has really rendered. Used by the checks that go over every page
 * (accessibility, phone layout).
 */

// The packages are CommonJS packages of TypeScript sources, whose named exports an ES module here
// cannot import; required, they go through Playwright's TypeScript loader.
const workspace = createRequire(import.meta.url);
const { cateringBundles } = workspace('@storefront/api-client/schemas') as typeof import('@storefront/api-client/schemas');

/** Pages that send a visitor without a session to sign in, and pages that send a signed-in customer home. */
export const signedInOnly = new Set(['/user/dashboard', '/user/orders/:id', '/user/address', '/user/profile', '/goodbye']);
export const signedOutOnly = new Set(['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/otp', '/rider/register']);

/**
 * Every route of the specification (the remotes own them: shop, account, content, careers), plus a
 * path no route answers (the host's not-found page).
 */
export const allPaths: string[] = [
  ...['/menu', '/food/:id', '/cart', '/catering', '/catering/:id'],
  ...['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/otp', '/user/dashboard', '/user/orders/:id', '/user/address', '/user/profile', '/goodbye'],
  ...['/', '/about', '/faq', '/blog', '/blog/:id', '/contact', '/privacy', '/user-app', '/merchant-app', '/rider-app'],
  ...['/careers', '/apply', '/support', '/rider/register'],
  '/no-such-page',
];

/** The routes a visitor with (or without) a session can open. */
export function routesFor(signedIn: boolean): string[] {
  return allPaths.filter((route) => !(signedIn ? signedOutOnly : signedInOnly).has(route));
}

export interface Ids {
  food: string;
  blog: string;
  catering: string;
  /** The signed-in customer's order, for its page. */
  order?: string;
}

/** A real meal and blog post from the API; the catering bundles are static data of the API client. */
export async function realIds(request: APIRequestContext, baseURL: string): Promise<Ids> {
  const products = (await (await request.get(`${baseURL}/api/products`)).json()) as { data: { products: { uuid: string }[] } };
  const blog = (await (await request.get(`${baseURL}/api/blog`)).json()) as { data: { slug?: string; id: number }[] };
  const food = products.data.products[0]?.uuid;
  const post = blog.data[0];
  const catering = cateringBundles[0]?.id;
  if (!food || !post || catering === undefined) throw new Error('The seed data has no meal, blog post or catering bundle');
  return { food, blog: post.slug ?? String(post.id), catering: String(catering) };
}

export function withIds(path: string, ids: Ids): string {
  return path
    .replace('/food/:id', `/food/${ids.food}`)
    .replace('/blog/:id', `/blog/${ids.blog}`)
    .replace('/catering/:id', `/catering/${ids.catering}`)
    .replace('/user/orders/:id', `/user/orders/${ids.order ?? 'none'}`);
}

/** A pickup order of the signed-in customer, so the dashboard has an order to open; answers its uuid. */
export async function placeOrder(request: APIRequestContext, baseURL: string, token: string): Promise<string> {
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
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1:not([data-left])').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/**
 * Opens `path` as a link of the app would (the router follows the history), then waits for the new
 * page: the old page's h1 is marked, since the host keeps the old page on screen while the next loads.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    if (window.location.pathname === to) return;
    document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-left', ''));
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
  await settled(page);
}

/** Adds the menu's first meal, which opens the cart drawer; answers the drawer once it shows the meal priced. */
export async function drawerWithFirstMeal(page: Page): Promise<Locator> {
  await page.goto('/menu');
  await settled(page);
  // Before the app is in, Add to Cart is a form that reloads the menu with the meal in the cart,
  // and no drawer opens: this journey is the app's.
  await waitUntilInteractive(page);
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer.getByRole('listitem').first()).toBeVisible();
  await expect(drawer.getByText('Loading...')).toHaveCount(0);
  return drawer;
}

/** Scrolls down a screen at a time, so the sections that load near view (meal grid, footer) are there too. */
export async function scrolledThrough(page: Page): Promise<void> {
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
